import {
  SESSION_COOKIE,
  type AccessConfig,
  type ModalParcelProps,
  type RouteParcelProps,
  type StrideEvents,
  type User,
} from '@stride/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/App';
import { navigateTo } from '../router/navigateTo';
import { clearCookie } from '../cookies/cookies';
import { fakeLoader, testConfig, testEntry, testServices, testUser, textParcel } from '../testing/testServices';

/** What a modal's close() does: the URL without its hash. */
function dismissModal() {
  navigateTo(`${window.location.pathname}${window.location.search}`, { replace: true });
}

const BASE_ACCESS: AccessConfig = testConfig().access;

function remotes() {
  return fakeLoader({
    'mfe-content': testEntry('mfe-content', { route: textParcel<RouteParcelProps>((p) => `page ${p.path}`) }),
    'mfe-auth': testEntry('mfe-auth', {
      modals: { auth: textParcel<ModalParcelProps>((p) => `auth modal as ${p.session.status}`) },
    }),
    'mfe-checkout': testEntry('mfe-checkout', {
      modals: { checkout: textParcel<ModalParcelProps>((p) => `checkout modal ${p.location.search}`) },
    }),
    'mfe-account': testEntry('mfe-account', {
      modals: { form: textParcel<ModalParcelProps>((p) => `form modal ${p.location.search}`) },
    }),
  });
}

interface Setup {
  access?: Partial<AccessConfig>;
  signUpFormId?: string | null;
  url?: string;
  user?: User;
  pageBuilder?: boolean;
  /** Left unchecked: the stored session is still being verified. */
  unchecked?: boolean;
}

async function renderApp({
  access = {},
  signUpFormId = null,
  url = '/',
  user,
  pageBuilder = false,
  unchecked = false,
}: Setup = {}) {
  window.history.replaceState(null, '', url);
  const services = await testServices(remotes(), {
    config: testConfig({
      app: { slug: 'demo', name: 'Demo Club', platform_rewardful_slug: null },
      access: { ...BASE_ACCESS, ...access },
      forms: { sign_up_form_id: signUpFormId },
    }),
    pageBuilder,
  });
  const emitted: { type: keyof StrideEvents; payload: unknown }[] = [];
  services.bus.on('*', (type, payload) => emitted.push({ type, payload }));
  const verified = user ? { user } : null;
  // The store starts as the shell starts it; verification answers with the given user, or there is no session.
  if (user) document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(`${user.email}:tok`)}; Path=/`;
  if (!unchecked) await services.session.start({ post: async <T,>() => verified as T });
  const historyLength = window.history.length;
  // The remotes load asynchronously: let them settle inside act, as the caller awaits this helper.
  await act(async () => {
    render(<App services={services} />);
  });
  return { services, emitted, historyLength };
}

const member = (overrides: Partial<User> = {}) => testUser({ subscriberId: 'sub-1', ...overrides });
const PRIVATE = { is_private: true };
const SUBSCRIBER_ONLY = {
  is_subscriber_only: true,
  allow_anonymous_browsing: false,
  app_products: [{ id: 'gold' }, { id: 'silver' }],
  purchase_overlay: { id: 'overlay-1' },
};

function signIn(services: Awaited<ReturnType<typeof renderApp>>['services'], user: User, method: 'login' | 'sign_up') {
  act(() => services.bus.emit('session:signed-in', { credentials: { email: user.email, token: 't' }, user, method }));
}

describe('AppAccessGuard', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    clearCookie(SESSION_COOKIE);
  });

  it('shows a guest of a private app a sign-in screen and opens #auth over it, replacing the history entry', async () => {
    const { historyLength } = await renderApp({ access: PRIVATE, url: '/programs?tab=1' });
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sign in to continue' })).getByText('Demo Club'),
    ).toBeInTheDocument();
    expect(await screen.findByText('auth modal as guest')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/programs?tab=1#auth');
    expect(window.history.length).toBe(historyLength);
    expect(screen.queryByText(/^page /)).not.toBeInTheDocument();
  });

  it('does not open #auth by itself under the start marker, but its Log In button does', async () => {
    await renderApp({ access: PRIVATE, url: '/programs#!' });
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#!');
    expect(screen.queryByText(/auth modal/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('auth modal as guest')).toBeInTheDocument();
    expect(window.location.hash).toBe('#!auth');
  });

  it('lets the member in once they sign in', async () => {
    const { services } = await renderApp({ access: PRIVATE });
    await screen.findByText('auth modal as guest');
    signIn(services, member(), 'login');
    expect(await screen.findByText('page /')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in to continue' })).not.toBeInTheDocument();
  });

  it('offers a signed-in user without a subscriberId to log out instead of opening #auth', async () => {
    const { emitted } = await renderApp({
      access: PRIVATE,
      user: member({ subscriberId: null, email: 'x@demo.test' }),
    });
    expect(screen.getByText(/You are signed in as x@demo.test, which has no access to Demo Club/)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(emitted).toContainEqual({ type: 'session:sign-out', payload: undefined });
  });

  it('lets a guest browse an app requiring sign-in when anonymous browsing is allowed', async () => {
    await renderApp({ access: { require_sign_in: true, allow_anonymous_browsing: true } });
    expect(await screen.findByText('page /')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('sends a guest to sign in when the app requires it, offering to sign up too', async () => {
    await renderApp({ access: { require_sign_in: true, allow_anonymous_browsing: false } });
    expect(await screen.findByText('auth modal as guest')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByText('Demo Club is for members. Log in or sign up to continue.')).toBeInTheDocument();
  });

  it('asks a guest of a private app only to log in: nobody can sign up there', async () => {
    await renderApp({ access: PRIVATE });
    expect(screen.getByText('Demo Club is for members. Log in to continue.')).toBeInTheDocument();
    expect(screen.queryByText(/sign up/)).not.toBeInTheDocument();
  });

  it('offers a guest of a private app sold by subscription to sign up', async () => {
    await renderApp({ access: { ...PRIVATE, is_subscriber_only: true } });
    expect(screen.getByText('Demo Club is for members. Log in or sign up to continue.')).toBeInTheDocument();
  });

  it('waits for the session check before drawing a gated app', async () => {
    await renderApp({ access: PRIVATE, unchecked: true });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/^page /)).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('draws a public app while the session is being checked', async () => {
    await renderApp({ unchecked: true });
    expect(await screen.findByText('page /')).toBeInTheDocument();
  });

  it('never gates page-builder preview', async () => {
    await renderApp({ access: PRIVATE, pageBuilder: true });
    expect(await screen.findByText('page /')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  describe('finishing setup', () => {
    it('keeps #auth open over a setup screen until a passwordless sign-up finishes setup', async () => {
      const user = member({ passwordless: true });
      const { services } = await renderApp({ user });
      expect(screen.getByRole('heading', { name: 'Finish setting up your account' })).toBeInTheDocument();
      expect(await screen.findByText('auth modal as authenticated')).toBeInTheDocument();
      expect(window.location.hash).toBe('#auth');

      // Dismissed (the hash removed) while setup is still required: it comes back.
      act(() => dismissModal());
      await waitFor(() => expect(window.location.hash).toBe('#auth'));
      expect(await screen.findByText('auth modal as authenticated')).toBeInTheDocument();

      act(() => services.bus.emit('session:user-updated', { user: { ...user, passwordless: false } }));
      expect(await screen.findByText('page /')).toBeInTheDocument();
      act(() => dismissModal());
      await waitFor(() => expect(screen.queryByText(/auth modal/)).not.toBeInTheDocument());
      expect(window.location.hash).toBe('');
    });

    it('opens #auth for setup even under the start marker', async () => {
      await renderApp({ user: member({ passwordless: true }), url: '/#!' });
      expect(await screen.findByText('auth modal as authenticated')).toBeInTheDocument();
      expect(window.location.hash).toBe('#!auth');
    });
  });

  describe('subscriber-only apps', () => {
    it('shows a member without a product a subscribe screen and opens checkout with the app products and overlay', async () => {
      await renderApp({ access: SUBSCRIBER_ONLY, user: member({ activeProductIds: ['bronze'] }) });
      expect(screen.getByRole('heading', { name: 'This app is for subscribers' })).toBeInTheDocument();
      expect(await screen.findByText(/^checkout modal/)).toBeInTheDocument();
      const query = new URLSearchParams(window.location.search);
      expect(query.get('products')).toBe('gold,silver');
      expect(query.get('purchase_overlay')).toBe('overlay-1');
      expect(window.location.hash).toBe('#checkout');
      expect(screen.queryByText(/^page /)).not.toBeInTheDocument();
    });

    it('waits for the Subscribe button under the start marker', async () => {
      await renderApp({ access: SUBSCRIBER_ONLY, user: member(), url: '/#!' });
      expect(screen.getByRole('heading', { name: 'This app is for subscribers' })).toBeInTheDocument();
      expect(screen.queryByText(/checkout modal/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(
        await screen.findByText('checkout modal ?products=gold%2Csilver&purchase_overlay=overlay-1'),
      ).toBeInTheDocument();
    });

    it('lets in a member owning an app product', async () => {
      await renderApp({ access: SUBSCRIBER_ONLY, user: member({ activeProductIds: ['silver'] }) });
      expect(await screen.findByText('page /')).toBeInTheDocument();
    });

    it('lets in an admin without a product', async () => {
      await renderApp({ access: SUBSCRIBER_ONLY, user: member({ isAdmin: true }) });
      expect(await screen.findByText('page /')).toBeInTheDocument();
      expect(window.location.hash).toBe('');
    });

    it('lets the member in once the purchase shows in their products', async () => {
      const user = member();
      const { services } = await renderApp({ access: SUBSCRIBER_ONLY, user });
      await screen.findByText(/^checkout modal/);
      act(() => services.bus.emit('session:user-updated', { user: { ...user, activeProductIds: ['gold'] } }));
      expect(await screen.findByText('page /')).toBeInTheDocument();
    });
  });

  describe('the sign-up form', () => {
    it('opens right after a sign-up, before any purchase prompt', async () => {
      const { services } = await renderApp({
        signUpFormId: 'form-1',
        access: { prompt_purchase_post_sign_up: true, app_products: [{ id: 'gold' }] },
      });
      await screen.findByText('page /');
      signIn(services, member(), 'sign_up');
      expect(await screen.findByText('form modal ?form=form-1&form_trigger=auth_signed_up')).toBeInTheDocument();
      expect(screen.queryByText(/checkout modal/)).not.toBeInTheDocument();
    });

    it('does not cover checkout when the member signed up by buying', async () => {
      const { services } = await renderApp({ signUpFormId: 'form-1', url: '/?products=gold#checkout' });
      await screen.findByText('checkout modal ?products=gold');
      signIn(services, member(), 'sign_up');
      await screen.findByText('checkout modal ?products=gold');
      expect(window.location.hash).toBe('#checkout');
    });

    it('does not open after a log in', async () => {
      const { services } = await renderApp({ signUpFormId: 'form-1' });
      await screen.findByText('page /');
      signIn(services, member(), 'login');
      await screen.findByText('page /');
      expect(window.location.hash).toBe('');
    });
  });

  describe('prompt_purchase_post_sign_up', () => {
    const PROMPTING = { prompt_purchase_post_sign_up: true, app_products: [{ id: 'gold' }] };

    it('opens checkout with the app products right after a sign-up', async () => {
      const { services } = await renderApp({ access: PROMPTING });
      await screen.findByText('page /');
      signIn(services, member(), 'sign_up');
      expect(await screen.findByText('checkout modal ?products=gold')).toBeInTheDocument();
    });

    it('does not prompt after a log in', async () => {
      const prompting = await renderApp({ access: PROMPTING });
      await screen.findByText('page /');
      signIn(prompting.services, member(), 'login');
      await screen.findByText('page /');
      expect(window.location.hash).toBe('');
    });

    it('does not prompt when the app does not ask for it', async () => {
      const { services } = await renderApp({ access: { ...PROMPTING, prompt_purchase_post_sign_up: false } });
      await screen.findByText('page /');
      signIn(services, member(), 'sign_up');
      await screen.findByText('page /');
      expect(window.location.hash).toBe('');
    });

    it('prompts after a social sign-up verified at start', async () => {
      await renderApp({
        access: PROMPTING,
        user: member(),
        url: '/?social_signed_up=1&user_email=member%40demo.test&user_token=tok',
      });
      expect(await screen.findByText('checkout modal ?products=gold')).toBeInTheDocument();
    });

    it('prompts once a passwordless sign-up from an emailed link finishes setup', async () => {
      const { services } = await renderApp({ access: PROMPTING });
      await screen.findByText('page /');
      const user = member({ passwordless: true });
      act(() =>
        services.bus.emit('session:signed-in', {
          credentials: { email: user.email, token: 't' },
          user,
          method: 'passwordless',
        }),
      );
      expect(await screen.findByText('auth modal as authenticated')).toBeInTheDocument();
      act(() => services.bus.emit('session:user-updated', { user: { ...user, passwordless: false } }));
      expect(await screen.findByText('checkout modal ?products=gold')).toBeInTheDocument();
    });

    it('waits until a passwordless sign-up has finished setup', async () => {
      const { services } = await renderApp({ access: PROMPTING });
      await screen.findByText('page /');
      const user = member({ passwordless: true });
      signIn(services, user, 'sign_up');
      expect(await screen.findByText('auth modal as authenticated')).toBeInTheDocument();
      expect(screen.queryByText(/checkout modal/)).not.toBeInTheDocument();

      act(() => services.bus.emit('session:user-updated', { user: { ...user, passwordless: false } }));
      expect(await screen.findByText('checkout modal ?products=gold')).toBeInTheDocument();
    });
  });
});
