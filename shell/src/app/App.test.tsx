import type { RouteParcelProps, StrideParcel } from '@stride/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateTo } from '../router/navigateTo';
import { fakeLoader, testEntry, testServices, testUser, textParcel } from '../testing/testServices';
import * as AppModule from './App';

const { App } = AppModule;

function remotes() {
  const content = textParcel<RouteParcelProps>((p) => `content ${p.path} as ${p.session.status}`);
  const account = textParcel<RouteParcelProps>((p) => `account ${p.path}`);
  const loader = fakeLoader({
    'mfe-content': testEntry('mfe-content', { route: content }),
    'mfe-account': testEntry('mfe-account', { route: account }),
    'mfe-messaging': new Error('messaging is down'),
  });
  return { loader, content, account };
}

describe('App', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('mounts the route owner and switches remotes when navigation crosses a route prefix', async () => {
    window.history.replaceState(null, '', '/programs');
    const { loader, content, account } = remotes();
    const services = await testServices(loader);
    render(<App services={services} />);
    expect(await screen.findByText('content /programs as unchecked')).toBeInTheDocument();

    act(() => navigateTo('/me/settings'));
    expect(await screen.findByText('account /me/settings')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/me/settings');
    await waitFor(() => expect(content.unmounts).toBe(1));

    act(() => navigateTo('/me/details', { replace: true }));
    expect(await screen.findByText('account /me/details')).toBeInTheDocument();
    expect(account.mounts).toBe(1);
  });

  it('updates the mounted parcel when the session changes', async () => {
    const { loader } = remotes();
    const services = await testServices(loader);
    render(<App services={services} />);
    await screen.findByText('content / as unchecked');
    act(() => services.session.signIn({ email: 'member@demo.test', token: 't' }, testUser()));
    expect(await screen.findByText('content / as authenticated')).toBeInTheDocument();
  });

  it('gives parcels the new session when a remote updates the member or signs them out', async () => {
    const content = textParcel<RouteParcelProps>((p) => `content as ${p.session.user?.name ?? p.session.status}`);
    const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: content }) });
    const services = await testServices(loader);
    await services.session.start({ post: async <T,>() => null as T });
    render(<App services={services} />);
    expect(await screen.findByText('content as guest')).toBeInTheDocument();

    const user = testUser({ name: 'Ada' });
    act(() =>
      services.bus.emit('session:signed-in', { credentials: { email: user.email, token: 't' }, user, method: 'login' }),
    );
    expect(await screen.findByText('content as Ada')).toBeInTheDocument();
    act(() => services.bus.emit('session:user-updated', { user: { ...user, name: 'Ada Lovelace' } }));
    expect(await screen.findByText('content as Ada Lovelace')).toBeInTheDocument();

    act(() => services.bus.emit('session:sign-out'));
    expect(await screen.findByText('content as guest')).toBeInTheDocument();
    expect(content.mounts).toBe(1);
  });

  it('keeps the rest of the app working when a route remote fails', async () => {
    window.history.replaceState(null, '', '/me/messages/1');
    const { loader } = remotes();
    const services = await testServices(loader);
    render(<App services={services} />);
    expect(await screen.findByText("This part of the app couldn't load.")).toBeInTheDocument();
    act(() => navigateTo(`${window.location.origin}/home`));
    expect(await screen.findByText('content /home as unchecked')).toBeInTheDocument();
  });

  it('draws the app at the page-builder preview width and tells parcels', async () => {
    const content = textParcel<RouteParcelProps>((p) => `page builder ${p.pageBuilder}`);
    const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: content }) });
    const { container } = render(<App services={await testServices(loader, { pageBuilder: true })} />);
    expect(await screen.findByText('page builder true')).toBeInTheDocument();
    expect(container.firstChild).toHaveStyle({ width: '375px' });
  });

  it('tells parcels whether back stays in the app and goes back through the browser history', async () => {
    let latest: RouteParcelProps | null = null;
    const content = textParcel<RouteParcelProps>((p) => {
      latest = p;
      return `content ${p.path} back ${p.canGoBack()}`;
    });
    const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: content }) });
    const services = await testServices(loader);
    render(<App services={services} />);
    expect(await screen.findByText('content / back false')).toBeInTheDocument();

    act(() => navigateTo('/programs'));
    expect(await screen.findByText('content /programs back true')).toBeInTheDocument();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    (latest as RouteParcelProps | null)?.back();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  describe('landmarks', () => {
    /** A route parcel drawing its screen as remotes do: a toolbar, then the screen's own main. */
    const screenParcel = () =>
      ({
        bootstrap: async () => undefined,
        mount: async ({ domElement }: { domElement: HTMLElement }) => {
          domElement.innerHTML = '<header><button type="button">Back</button></header><main>The page</main>';
        },
        update: async () => undefined,
        unmount: async ({ domElement }: { domElement: HTMLElement }) => {
          domElement.innerHTML = '';
        },
      }) as unknown as StrideParcel<RouteParcelProps>;

    it("has exactly one main: the screen's, with nothing of the shell's around it", async () => {
      const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: screenParcel() }) });
      render(<App services={await testServices(loader)} />);
      expect(await screen.findByText('The page')).toBeInTheDocument();
      expect(screen.getAllByRole('main')).toHaveLength(1);
    });

    it('has one main while the route owner loads and when it fails', async () => {
      window.history.replaceState(null, '', '/me/messages');
      const { loader } = remotes();
      render(<App services={await testServices(loader)} />);
      expect(screen.getAllByRole('main')).toHaveLength(1);
      const failure = await screen.findByText("This part of the app couldn't load.");
      expect(screen.getAllByRole('main')).toEqual([failure.closest('main')]);
    });

    it('offers "Skip to content" first, which moves focus to the main', async () => {
      const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: screenParcel() }) });
      render(<App services={await testServices(loader)} />);
      await screen.findByText('The page');
      await userEvent.tab();
      const skip = screen.getByRole('link', { name: 'Skip to content' });
      expect(skip).toHaveFocus();
      await userEvent.click(skip);
      expect(screen.getByRole('main')).toHaveFocus();
      expect(window.location.hash).toBe('');
    });
  });

  it('is a single component with no layout wrapper around it', () => {
    expect(Object.keys(AppModule)).toEqual(['App']);
  });
});
