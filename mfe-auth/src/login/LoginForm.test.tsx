import { LAST_EMAIL_STORAGE_KEY, type SocialErrorCode } from '@stride/shared';
import { FIELD_MESSAGES } from '@stride/shared/accounts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig, makeUser } from '@stride/shared/testing';
import {
  apiError,
  deferredAnswer,
  fakeAuthApi,
  renderAuthModal,
  signedInAnswer,
  type FakeRoute,
} from '../testing/renderAuthModal';

async function openLogin(routes: Record<string, FakeRoute> = {}, options: Parameters<typeof renderAuthModal>[0] = {}) {
  const api = fakeAuthApi(routes);
  const rendered = await renderAuthModal({ fetch: api.fetch, ...options });
  return { ...rendered, api, user: userEvent.setup() };
}

const logIn = () => screen.getByRole('button', { name: 'Log in' });

async function typeCredentials(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('LoginForm', () => {
  beforeEach(() => localStorage.clear());

  it('is a dialog titled Log in with email and current password fields', async () => {
    await openLogin();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('logs in with Enter, hands the session to the shell and closes', async () => {
    const member = makeUser({ email: 'ada@example.org' });
    const { user, api, props, close } = await openLogin({ 'POST /auth/login': signedInAnswer(member) });
    await typeCredentials(user, ' ada@example.org ', 'correct horse{Enter}');

    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/login',
        body: { email: 'ada@example.org', password: 'correct horse' },
      }),
    ]);
    expect(props.emitted).toEqual([
      {
        type: 'session:signed-in',
        payload: { credentials: { email: 'ada@example.org', token: 'new-token' }, user: member, method: 'login' },
      },
    ]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('shows "Field is required." and "Field must be an email." under the inputs they are about', async () => {
    const { user, api } = await openLogin();
    await user.click(logIn());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'ada');
    await user.click(logIn());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(FIELD_MESSAGES.email);
    expect(api.calls).toEqual([]);
  });

  it('shows a server message that names no field in an alert atop the form, keeping what was typed', async () => {
    const { user, close } = await openLogin({
      'POST /auth/login': apiError(401, 'invalid_credentials', 'Wrong email or password.'),
    });
    await typeCredentials(user, 'ada@example.org', 'wrong password');
    await user.click(logIn());

    const alert = await screen.findByText('Wrong email or password.');
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription();
    expect(close).not.toHaveBeenCalled();
  });

  it('shows a server message that names a field under that input', async () => {
    const { user } = await openLogin({
      'POST /auth/login': apiError(400, 'password_not_set', 'Log in with a link, then set a password.', 'password'),
    });
    await typeCredentials(user, 'ada@example.org', 'anything');
    await user.click(logIn());
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Log in with a link, then set a password.'),
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('shows a rate limit message as the server sends it', async () => {
    const { user } = await openLogin({
      'POST /auth/login': apiError(429, 'rate_limited', 'Too many attempts. Try again in 5 minutes.'),
    });
    await typeCredentials(user, 'ada@example.org', 'anything');
    await user.click(logIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 5 minutes.');
  });

  it('says something went wrong when the API cannot be reached', async () => {
    const { user, props } = await openLogin();
    jest.spyOn(props.api, 'post').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await typeCredentials(user, 'ada@example.org', 'anything');
    await user.click(logIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('disables the button and marks the form busy while logging in', async () => {
    const answer = deferredAnswer();
    const { user, api } = await openLogin({ 'POST /auth/login': answer.promise });
    await typeCredentials(user, 'ada@example.org', 'correct horse');
    await user.click(logIn());

    expect(logIn()).toBeDisabled();
    expect(logIn()).toHaveAttribute('aria-busy', 'true');
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(api.calls).toHaveLength(1);

    answer.settle(apiError(401, 'invalid_credentials', 'Wrong email or password.'));
    await waitFor(() => expect(logIn()).toBeEnabled());
  });

  it('pre-fills the last email typed on this device and remembers a new one', async () => {
    localStorage.setItem(LAST_EMAIL_STORAGE_KEY, 'ada@example.org');
    const { user } = await openLogin();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.org');

    await user.clear(email);
    await user.type(email, 'grace@example.org');
    expect(localStorage.getItem(LAST_EMAIL_STORAGE_KEY)).toBe('grace@example.org');
  });

  it('explains a failed social sign-in from its code in the URL and removes it from the URL', async () => {
    const { props } = await openLogin(
      {},
      { location: { pathname: '/programs', search: '?social_error=cancelled&a=1', hash: '#auth' } },
    );
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in was cancelled.');
    expect(props.navigate).toHaveBeenCalledWith('/programs?a=1#auth', { replace: true });
  });

  it.each<[SocialErrorCode, string]>([
    ['cancelled', 'Sign-in was cancelled.'],
    ['failed', 'Sign-in failed. Please try again.'],
    ['expired', 'Your sign-in took too long or was already used. Please try again.'],
    ['unavailable', 'This sign-in option is not available right now. Please try again later.'],
    ['no_email', 'The provider did not share your email address, so we could not sign you in.'],
    ['email_not_verified', 'The provider has not verified your email address, so we could not sign you in.'],
    ['email_taken', 'This email address already exists, login to continue'],
    ['provider_mismatch', 'This email signs in another way.'],
    ['not_available', 'This sign-in option is not available for this app.'],
    ['registration_closed', 'This app is private: only members its owner added can sign in. Ask the owner for access.'],
  ])('says social_error=%s as "%s"', async (code, message) => {
    await openLogin({}, { location: { search: `?social_error=${code}`, hash: '#auth' } });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says a social_error that is no known code as a plain failure, never showing its text', async () => {
    await openLogin({}, { location: { search: '?social_error=Visit+evil.example+to+win', hash: '#auth' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in failed. Please try again.');
    expect(screen.queryByText(/evil\.example/)).not.toBeInTheDocument();
  });

  it('explains a failed social sign-in in Spanish and Arabic', async () => {
    const location = { search: '?social_error=expired', hash: '#auth' };
    const spanish = await openLogin({}, { location, language: 'es' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tu inicio de sesión tardó demasiado o ya se usó. Inténtalo de nuevo.',
    );
    spanish.unmount();
    await openLogin({}, { location, language: 'ar' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'استغرق تسجيل دخولك وقتًا طويلًا أو سبق استخدامه. يُرجى المحاولة مرة أخرى.',
    );
  });

  it('offers no Sign up on a private app, where only the members its owner added get in', async () => {
    const config = makeConfig();
    await openLogin({}, { config: { ...config, access: { ...config.access, is_private: true } } });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByText("Don't have an account?")).not.toBeInTheDocument();
  });

  it('offers Sign up on a private app sold by subscription', async () => {
    const config = makeConfig();
    await openLogin(
      {},
      { config: { ...config, access: { ...config.access, is_private: true, is_subscriber_only: true } } },
    );
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('leaves a URL without link parameters alone', async () => {
    const { props } = await openLogin({}, { location: { pathname: '/programs', search: '?a=1', hash: '#auth' } });
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('offers an emailed sign-in link only when the app enables passwordless', async () => {
    await openLogin();
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).not.toBeInTheDocument();
  });

  it('moves focus to the title when Forgot password? opens the reset step', async () => {
    const config = makeConfig();
    const { user } = await openLogin(
      {},
      { config: { ...config, access: { ...config.access, passwordless_enabled: true } } },
    );
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset password' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
  });
});
