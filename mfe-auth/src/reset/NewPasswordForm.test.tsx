import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@stride/shared/testing';
import { apiError, fakeAuthApi, renderAuthModal, signedInAnswer, type FakeRoute } from '../testing/renderAuthModal';

async function openResetLink(route: FakeRoute) {
  const api = fakeAuthApi({ 'POST /auth/reset_password': route });
  const rendered = await renderAuthModal({
    fetch: api.fetch,
    location: { pathname: '/', search: '?reset_token=reset-token', hash: '#auth' },
  });
  return { ...rendered, api, user: userEvent.setup() };
}

describe('NewPasswordForm', () => {
  it('opens from a reset_token link, removes it from the URL, sets the new password and signs in', async () => {
    const member = makeUser({ email: 'ada@example.org' });
    const { user, api, props, close } = await openResetLink(signedInAnswer(member));
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
    expect(props.navigate).toHaveBeenCalledWith('/#auth', { replace: true });
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');

    await user.type(screen.getByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse{Enter}');

    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/reset_password',
        body: { token: 'reset-token', password: 'correct horse', password_confirmation: 'correct horse' },
      }),
    ]);
    expect(props.emitted).toContainEqual({
      type: 'session:signed-in',
      payload: {
        credentials: { email: 'ada@example.org', token: 'new-token' },
        user: member,
        method: 'reset_password',
      },
    });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('shows the password rules under the inputs they are about', async () => {
    const { user, api } = await openResetLink(signedInAnswer());
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other{Enter}');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be longer than 6 characters.',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription("Passwords don't match");
    expect(api.calls).toEqual([]);
  });

  it('shows an expired link atop the form and offers a new one', async () => {
    const { user, close } = await openResetLink(
      apiError(400, 'invalid_login_token', 'This reset link has expired.', 'token'),
    );
    await user.type(screen.getByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This reset link has expired.'));
    expect(close).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Request a new reset link' }));
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
  });
});
