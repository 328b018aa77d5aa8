import { type User } from '@stride/shared';
import { FIELD_MESSAGES } from '@stride/shared/accounts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig, makeUser } from '@stride/shared/testing';
import { apiError, fakeAuthApi, renderAuthModal, signedInAnswer, type FakeRoute } from '../testing/renderAuthModal';

const passwordlessConfig = () => {
  const config = makeConfig();
  return { ...config, access: { ...config.access, passwordless_enabled: true } };
};

const emailSent = { status: 200, body: { email_sent: true } };

/** Log in → "Email me a sign-in link" → request for ada@example.org → the code step. */
async function reachCodeStep(routes: Record<string, FakeRoute> = {}) {
  const api = fakeAuthApi({ 'POST /auth/passwordless/request': emailSent, ...routes });
  const rendered = await renderAuthModal({ fetch: api.fetch, config: passwordlessConfig() });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
  expect(screen.getByRole('dialog', { name: 'Sign in with a link' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.click(screen.getByRole('button', { name: 'Email me a link' }));
  await screen.findByRole('dialog', { name: 'Check your email' });
  return { ...rendered, api, user };
}

describe('PasswordlessCode', () => {
  beforeEach(() => localStorage.clear());

  it('requests a link, then signs in with the emailed code and closes', async () => {
    const member: User = makeUser({ email: 'ada@example.org' });
    const { user, api, props, close } = await reachCodeStep({
      'POST /auth/passwordless/verify': signedInAnswer(member),
    });
    expect(screen.getByText(/We sent a sign-in link and a 6-digit code to ada@example.org/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus();

    await user.type(screen.getByLabelText('6-digit code'), '123 456{Enter}');

    expect(api.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/auth/passwordless/request', body: { email: 'ada@example.org' } },
      { method: 'POST', path: '/auth/passwordless/verify', body: { token: '123456', email: 'ada@example.org' } },
    ]);
    expect(props.emitted).toContainEqual({
      type: 'session:signed-in',
      payload: { credentials: { email: 'ada@example.org', token: 'new-token' }, user: member, method: 'passwordless' },
    });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('is a numeric one-time-code input', async () => {
    await reachCodeStep();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('asks for all six digits before sending the code', async () => {
    const { user, api } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(FIELD_MESSAGES.required);

    await user.type(screen.getByLabelText('6-digit code'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(FIELD_MESSAGES.minLength(6));
    expect(api.calls).toHaveLength(1);
  });

  it('shows a refused code under the code input', async () => {
    const { user, close } = await reachCodeStep({
      'POST /auth/passwordless/verify': apiError(401, 'invalid_login_token', 'This code is not valid.', 'token'),
    });
    await user.type(screen.getByLabelText('6-digit code'), '000000{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription('This code is not valid.'),
    );
    expect(screen.getByLabelText('6-digit code')).toHaveValue('000000');
    expect(close).not.toHaveBeenCalled();
  });

  it('sends a new email on request', async () => {
    const { user, api } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Send a new email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent you a new email.');
    expect(api.calls.filter((call) => call.path === '/auth/passwordless/request')).toHaveLength(2);
  });

  it('shows a rate limit on resending as the server sends it', async () => {
    const { user } = await reachCodeStep({
      'POST /auth/passwordless/request': [emailSent, apiError(429, 'rate_limited', 'Please wait a minute.')],
    });
    await user.click(screen.getByRole('button', { name: 'Send a new email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute.');
  });

  it('keeps a passwordless sign-up in the dialog to finish setup', async () => {
    const newcomer = makeUser({ email: 'ada@example.org', passwordless: true });
    const { user, props, close } = await reachCodeStep({
      'POST /auth/passwordless/verify': signedInAnswer(newcomer),
    });
    await user.type(screen.getByLabelText('6-digit code'), '123456{Enter}');
    await waitFor(() => expect(props.emitted).toHaveLength(1));
    expect(props.emitted[0]).toMatchObject({ type: 'session:signed-in', payload: { method: 'passwordless' } });
    expect(close).not.toHaveBeenCalled();
  });

  it('goes back to change the email', async () => {
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('dialog', { name: 'Sign in with a link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
  });
});
