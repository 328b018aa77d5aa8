import { FIELD_MESSAGES } from '@stride/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeAuthApi, renderAuthModal, type FakeRoute } from '../authModal/authModalFixture';

async function openReset(route: FakeRoute = { status: 200, body: { email_sent: true } }) {
  const api = fakeAuthApi({ 'GET /auth/reset_password': route });
  const rendered = await renderAuthModal({ fetch: api.fetch });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  return { ...rendered, api, user };
}

describe('ResetRequestForm', () => {
  beforeEach(() => localStorage.clear());

  it('sends a reset link to the email typed at log in and says to check it', async () => {
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
