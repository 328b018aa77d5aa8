import {
  contentQueryKeys,
  defaultTheme,
  type GlobalConfig,
  type PageData,
  type StrideEvents,
  type StrideParcelContext,
} from '@stride/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testConfig, testParcelContext } from '../testing/testServices';
import { AppChrome } from './AppChrome';

const PROGRAMS_TABS: GlobalConfig['navigation'] = {
  tabs: [
    { kind: 'home' },
    { kind: 'collection', path: '/programs', title: 'Programs', icon: 'trophy' },
    { kind: 'messages' },
    { kind: 'schedule' },
    { kind: 'me' },
  ],
};

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

async function renderChrome(width: number, overrides: Partial<StrideParcelContext> = {}) {
  setWidth(width);
  const context = await testParcelContext({ appConfig: testConfig({ navigation: PROGRAMS_TABS }), ...overrides });
  const emitted: { type: keyof StrideEvents; payload: unknown }[] = [];
  context.bus.on('*', (type, payload) => emitted.push({ type, payload }));
  const view = render(
    <AppChrome context={context}>
      <main>
        <button type="button">Menu button of the page</button>
      </main>
    </AppChrome>,
  );
  return {
    context,
    emitted,
    rerender: (next: Partial<StrideParcelContext>) =>
      view.rerender(
        <AppChrome context={{ ...context, ...next }}>
          <main>
            <button type="button">Menu button of the page</button>
          </main>
        </AppChrome>,
      ),
  };
}

function pageAt(path: string, showTabbar: boolean): PageData {
  return { page: { path, show_tabbar: showTabbar } } as PageData;
}

describe('AppChrome', () => {
  afterEach(() => setWidth(1024));

  describe('on a phone', () => {
    it('draws the tab bar with every destination, the current one marked', async () => {
      await renderChrome(375, { location: { pathname: '/programs/four-week-kickstart', search: '', hash: '' } });
      const tabBar = screen.getByRole('navigation', { name: 'Main' });
      const links = within(tabBar).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(['Home', 'Programs', 'Messages', 'Schedule', 'Me']);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/',
        '/programs',
        '/me/messages',
        '/me/schedule',
        '/me',
      ]);
      expect(within(tabBar).getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');
      expect(within(tabBar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
      expect(within(tabBar).getByText('Programs')).toHaveAttribute('dir', 'auto');
    });

    it('follows a tab in the app', async () => {
      const { context } = await renderChrome(375);
      await userEvent.click(screen.getByRole('link', { name: 'Messages' }));
      expect(context.navigate).toHaveBeenCalledWith('/me/messages');
    });

    it('reloads the app to a tab when an update is waiting', async () => {
      const { context, emitted } = await renderChrome(375, { updateWaiting: () => true });
      await userEvent.click(screen.getByRole('link', { name: 'Schedule' }));
      expect(emitted).toEqual([{ type: 'app:reload-to', payload: { to: '/me/schedule' } }]);
      expect(context.navigate).not.toHaveBeenCalled();
    });

    it('hides the tab bar on a page whose data says so, and draws it again on the next page', async () => {
      const { context, rerender } = await renderChrome(375, {
        location: { pathname: '/workouts/legs', search: '', hash: '' },
      });
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      act(() =>
        context.queryClient.setQueryData(contentQueryKeys.page('/workouts/legs'), pageAt('/workouts/legs', false)),
      );
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

      context.queryClient.setQueryData(contentQueryKeys.page('/'), pageAt('/', true));
      rerender({ location: { pathname: '/', search: '', hash: '' } });
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    });

    it('draws the tab bar on every member-area screen', async () => {
      await renderChrome(375, { location: { pathname: '/me/messages', search: '', hash: '' } });
      expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    });

    it('names the tabs in the language the app switches to', async () => {
      const { context } = await renderChrome(375);
      context.i18n.addResourceBundle('es', 'shell', { 'nav.home': 'Inicio' });
      await act(() => context.i18n.changeLanguage('es'));
      expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    });

    it('gives the same tabs to a guest: Me leads to the member area, which offers Log In', async () => {
      await renderChrome(375, { session: { status: 'guest', user: null } });
      expect(screen.getByRole('link', { name: 'Me' })).toHaveAttribute('href', '/me');
    });
  });

  describe('on a desktop', () => {
    it('draws the side navigation with the app name linking home, and no tab bar', async () => {
      const { context } = await renderChrome(1280, { location: { pathname: '/me/schedule', search: '', hash: '' } });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(nav).toHaveClass('stride-sidenav');
      expect(within(nav).getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
      await userEvent.click(within(nav).getByRole('link', { name: 'Demo' }));
      expect(context.navigate).toHaveBeenCalledWith('/');
      expect(document.querySelector('.stride-tabbar')).toBeNull();
    });

    it("shows the app's logo, named by the app, when the theme has one", async () => {
      const theme = defaultTheme();
      await renderChrome(1280, {
        appConfig: testConfig({
          navigation: PROGRAMS_TABS,
          theme: { ...theme, toolbar: { ...theme.toolbar, logo: 'https://cdn.example.org/logo.png' } },
        }),
      });
      expect(screen.getByRole('img', { name: 'Demo' })).toHaveAttribute('src', 'https://cdn.example.org/logo.png');
    });

    it('opens no menu: the navigation is always there', async () => {
      const { context } = await renderChrome(1280);
      act(() => context.bus.emit('navigation:open-menu'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('the menu on a tablet', () => {
    async function openMenu() {
      const rendered = await renderChrome(1024, { location: { pathname: '/me', search: '', hash: '' } });
      const opener = screen.getByRole('button', { name: 'Menu button of the page' });
      opener.focus();
      act(() => rendered.context.bus.emit('navigation:open-menu'));
      // The drawer is its own chunk, loaded when first asked for.
      await screen.findByRole('dialog', { name: 'Menu' });
      return { ...rendered, opener };
    }

    it('has no tab bar or side navigation until the menu button asks for the menu', async () => {
      await renderChrome(1024);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('opens as a modal dialog with the destinations and moves focus to the current one', async () => {
      await openMenu();
      const dialog = screen.getByRole('dialog', { name: 'Menu' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      const current = within(dialog).getByRole('link', { name: 'Me' });
      expect(current).toHaveAttribute('aria-current', 'page');
      expect(current).toHaveFocus();
      expect(within(dialog).getAllByRole('link')).toHaveLength(5);
      // The page behind is out of reach while it is open.
      expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
    });

    it('closes on Escape and gives focus back to the menu button, reachable again by then', async () => {
      const { opener } = await openMenu();
      // A browser refuses focus to an inert element: the page must be reachable before focus returns.
      const inertWhenFocused: boolean[] = [];
      opener.addEventListener('focus', () => inertWhenFocused.push(opener.closest('[inert]') !== null));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      expect(inertWhenFocused).toEqual([false]);
      expect(document.querySelector('[inert]')).toBeNull();
    });

    it('closes from its close button and from the backdrop', async () => {
      const { context, opener } = await openMenu();
      await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();

      act(() => context.bus.emit('navigation:open-menu'));
      await userEvent.click(document.querySelector('.stride-drawer')!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('keeps Tab inside the dialog', async () => {
      await openMenu();
      const dialog = screen.getByRole('dialog');
      within(dialog).getByRole('button', { name: 'Close menu' }).focus();
      await userEvent.tab({ shift: true });
      expect(within(dialog).getByRole('link', { name: 'Me' })).toHaveFocus();
      await userEvent.tab();
      expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    });

    it('follows a destination and closes', async () => {
      const { context } = await openMenu();
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Programs' }));
      expect(context.navigate).toHaveBeenCalledWith('/programs');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes when the member goes elsewhere by other means', async () => {
      const { rerender } = await openMenu();
      rerender({ location: { pathname: '/me/content', search: '', hash: '' } });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('draws nothing around the page in the page-builder preview', async () => {
    const { context } = await renderChrome(375, { pageBuilder: true });
    act(() => context.bus.emit('navigation:open-menu'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
