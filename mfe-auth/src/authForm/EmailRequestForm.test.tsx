import { FIELD_MESSAGES } from '@stride/shared/accounts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig } from '@stride/shared/testing';
import { apiError, fakeAuthApi, renderAuthModal, type FakeRoute } from '../testing/renderAuthModal';

async function openReset(route: FakeRoute = { status: 200, body: { email_sent: true } }) {
  const api = fakeAuthApi({ 'GET /auth/reset_password': route });
  const rendered = await renderAuthModal({ fetch: api.fetch });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  return { ...rendered, api, user };
}

describe('EmailRequestForm', () => {
  beforeEach(() => localStorage.clear());

  it('asks for a reset link for the email typed at log in and says to check it', async () => {
    const { user, api } = await openReset();
    // Typed on the log in step, carried over.
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('dialog', { name: 'Check your email' })).toBeInTheDocument();
    expect(
      screen.getByText('If there is an account for ada@example.org, we sent it a link to reset your password.'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/auth/reset_password' });
    expect(api.calls[0]?.query.get('email')).toBe('ada@example.org');

    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('asks for a sign-in link, saying it signs up whoever is new', async () => {
    const config = makeConfig();
    await renderAuthModal({ config: { ...config, access: { ...config.access, passwordless_enabled: true } } });
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.getByRole('dialog', { name: 'Sign in with a link' })).toBeInTheDocument();
    expect(
      screen.getByText("We'll email you a link and a 6-digit code, so you can sign in without a password."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/works only for members/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a link' })).toHaveAttribute('type', 'submit');
  });

  it('says a sign-in link works only for existing members of a private app', async () => {
    const config = makeConfig();
    await renderAuthModal({
      config: { ...config, access: { ...config.access, is_private: true, passwordless_enabled: true } },
      language: 'es',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace de acceso' }));
    expect(
      screen.getByText('Esta app es privada: el enlace solo funciona para los miembros que añadió su propietario.'),
    ).toBeInTheDocument();
  });

  it('says nothing of members only on a reset link, which is for members anyway', async () => {
    const config = makeConfig();
    await renderAuthModal({ config: { ...config, access: { ...config.access, is_private: true } } });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.queryByText(/works only for members/)).not.toBeInTheDocument();
  });

  it('checks the email before asking', async () => {
    const { user, api } = await openReset();
    await user.type(screen.getByLabelText('Email'), 'ada{Enter}');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(FIELD_MESSAGES.email);
    expect(api.calls).toEqual([]);
  });

  it('shows a rate limit as the server sends it and stays on the form', async () => {
    const { user } = await openReset(apiError(429, 'rate_limited', 'Too many requests. Try again later.'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.org{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
  });
});
