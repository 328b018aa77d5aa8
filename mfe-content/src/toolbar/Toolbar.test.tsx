import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeConfig,
  makeParcelProps,
  makeUser,
  renderInParcel,
  signedIn,
  type FakeParcelOptions,
} from '@stride/shared/testing';
import { definition } from '../definition';
import { Toolbar } from './Toolbar';
import { defaultTheme, type GlobalConfig, type SessionSnapshot } from '@stride/shared';
import type { PageState } from '../page/PageState';
import { makePageData } from '../testing/makePageData';

async function renderToolbar(
  path: string,
  config: GlobalConfig = makeConfig(),
  canGoBack = false,
  page: PageState | null = null,
  session?: SessionSnapshot,
) {
  const props = await makeParcelProps({ definition, config, canGoBack, session });
  renderInParcel(<Toolbar path={path} page={page} />, props);
  return props;
}

/** The state of a page the member is on, with what a test changes. */
function pageState(overrides: Partial<PageState> = {}): PageState {
  const { page, attributes } = makePageData({ path: '/workouts/legs' });
  return {
    page,
    attributes,
    completed: false,
    sequence: null,
    progress: null,
    access: page.access,
    tree: null,
    progressRootId: null,
    subscribed: false,
    startedAt: null,
    subscribers: null,
    bookmarked: false,
    toolbarHidden: false,
    submissionsCount: 0,
    accessLoading: false,
    subscribersOf: null,
    viewerKey: 'user-1',
    ...overrides,
  };
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

function withToolbar(toolbar: Partial<GlobalConfig['theme']['toolbar']>): GlobalConfig {
  const theme = defaultTheme();
  return makeConfig({ theme: { ...theme, toolbar: { ...theme.toolbar, ...toolbar } } });
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('Toolbar', () => {
  afterEach(() => {
    setWidth(1024);
    window.history.replaceState(null, '', '/');
  });

  it('shows the app name when the theme has no logo', async () => {
    await renderToolbar('/');
    expect(screen.getByText('Demo Fitness')).toBeInTheDocument();
  });

  it('shows the logo instead of the name when the theme has one', async () => {
    await renderToolbar('/', withToolbar({ logo: 'https://cdn.example.org/logo.png', logo_height_ratio: 1.5 }));
    const logo = screen.getByRole('img', { name: 'Demo Fitness' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.org/logo.png');
    expect(logo).toHaveStyle({ height: '42px' });
  });

  it('is not drawn when the theme hides the toolbar', async () => {
    await renderToolbar('/x', withToolbar({ is_hidden: true }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Demo Fitness')).not.toBeInTheDocument();
  });

  it('is not drawn when the page hides it', async () => {
    await renderToolbar('/workouts/legs', makeConfig(), false, pageState({ toolbarHidden: true }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('is transparent at the top and turns solid once scrolled past its height, checking every 50 ms', async () => {
    jest.useFakeTimers();
    try {
      scrollTo(0);
      await renderToolbar('/', withToolbar({ background_color: 'dark' }));
      const toolbar = screen.getByRole('banner');
      expect(toolbar.style.backgroundColor).toBe('transparent');

      act(() => scrollTo(40));
      act(() => scrollTo(80));
      expect(toolbar.style.backgroundColor).toBe('transparent');
      act(() => {
        jest.advanceTimersByTime(49);
      });
      expect(toolbar.style.backgroundColor).toBe('transparent');
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(toolbar).toHaveClass('content-toolbar--solid');
      expect(toolbar).toHaveStyle({ backgroundColor: '#000000', color: '#ffffff' });

      act(() => {
        jest.advanceTimersByTime(50);
        scrollTo(10);
      });
      expect(toolbar.style.backgroundColor).toBe('transparent');
      expect(toolbar).not.toHaveClass('content-toolbar--solid');
    } finally {
      scrollTo(0);
      jest.useRealTimers();
    }
  });

  it('shows a member the schedule button and a bookmarked page pressed', async () => {
    await renderToolbar('/workouts/legs', makeConfig(), false, pageState({ bookmarked: true }), signedIn());
    expect(await screen.findByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
  });

  it('offers a guest no bookmark or schedule button', async () => {
    await renderToolbar('/workouts/legs', makeConfig(), false, pageState());
    expect(screen.queryByRole('button', { name: 'Bookmark' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('has no back button on the home page', async () => {
    await renderToolbar('/');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('goes home from the back button when there is no in-app history', async () => {
    window.history.replaceState({ idx: 3 }, '', '/workouts/legs');
    const props = await renderToolbar('/workouts/legs');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.navigate).toHaveBeenCalledWith('/');
    expect(props.back).not.toHaveBeenCalled();
  });

  it('goes back through the shell when the previous entry is a page of the app', async () => {
    window.history.replaceState({ idx: 0 }, '', '/workouts/legs');
    const props = await renderToolbar('/workouts/legs', makeConfig(), true);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.back).toHaveBeenCalledTimes(1);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows the menu button on a phone and asks the shell to open its navigation menu with it', async () => {
    setWidth(375);
    const props = await renderToolbar('/');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(props.emitted).toEqual([{ type: 'navigation:open-menu', payload: undefined }]);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('has no menu button on a desktop and gains it when the window narrows', async () => {
    jest.useFakeTimers();
    try {
      setWidth(1280);
      await renderToolbar('/');
      expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

      setWidth(900);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  describe('account button on a desktop', () => {
    async function renderWith(options: FakeParcelOptions) {
      setWidth(1280);
      const props = await makeParcelProps({ definition, ...options });
      const view = renderInParcel(<Toolbar path="/" />, props);
      return {
        props,
        rerender: (session: SessionSnapshot) => view.rerender(<Toolbar path="/" />, { ...props, session }),
      };
    }

    it('offers a guest Log In, which opens the auth modal', async () => {
      const { props } = await renderWith({});
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it("links a member's initials to their account area", async () => {
      const { props } = await renderWith({ session: signedIn(makeUser({ name: 'Ada Lovelace' })) });
      const link = screen.getByRole('link', { name: 'Your account (Ada Lovelace)' });
      expect(link).toHaveAttribute('href', '/me');
      expect(link).toHaveTextContent('AL');
      expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
      await userEvent.click(link);
      expect(props.navigate).toHaveBeenCalledWith('/me');
    });

    it("shows the member's picture when they have one", async () => {
      const user = makeUser({ avatarUrls: { original: 'https://cdn.example.org/ada.png' } });
      await renderWith({ session: signedIn(user) });
      const link = screen.getByRole('link', { name: 'Your account (Mia Member)' });
      expect(link.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.org/ada.png');
    });

    it('shows nothing while the session is checked, then follows the session the shell passes', async () => {
      const { rerender } = await renderWith({ session: { status: 'unchecked', user: null } });
      expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();

      rerender({ status: 'guest', user: null });
      expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
      rerender(signedIn(makeUser({ name: 'Ada Lovelace' })));
      expect(screen.getByRole('link', { name: 'Your account (Ada Lovelace)' })).toBeInTheDocument();
      rerender(signedIn(makeUser({ name: 'Grace Hopper' })));
      expect(screen.getByRole('link', { name: 'Your account (Grace Hopper)' })).toHaveTextContent('GH');
    });

    it('is not drawn on a phone, where the menu button leads to the account area', async () => {
      await renderWith({ session: signedIn() });
      act(() => {
        setWidth(375);
        window.dispatchEvent(new Event('resize'));
      });
      await screen.findByRole('button', { name: 'Menu' });
      expect(screen.queryByRole('link', { name: /Your account/ })).not.toBeInTheDocument();
    });
  });
});
