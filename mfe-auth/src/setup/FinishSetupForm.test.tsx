import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { AuthModal } from '../authModal/AuthModal';
import { apiError, fakeAuthApi, renderAuthModal, signedInAnswer, type FakeRoute } from '../testing/renderAuthModal';
import { definition } from '../definition';

const newcomer = makeUser({ email: 'ada@example.org', name: 'ada', passwordless: true });

async function openSetup(route: FakeRoute = signedInAnswer()) {
  const api = fakeAuthApi({ 'POST /auth/set_password': route });
  const rendered = await renderAuthModal({ fetch: api.fetch, session: signedIn(newcomer) });
  return { ...rendered, api, user: userEvent.setup() };
}

describe('FinishSetupForm', () => {
  it('is shown to a member who signed up passwordless, titled Finish setting up your account', async () => {
    await openSetup();
    expect(screen.getByRole('dialog', { name: 'Finish setting up your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('ada');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('cannot be closed: no close button, and Escape and the backdrop do nothing', async () => {
    const { user, close } = await openSetup();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Finish setting up your account' })).toBeInTheDocument();
  });

  it('sets the name and password with set_password, hands the updated member to the shell and closes', async () => {
    const finished = makeUser({ email: 'ada@example.org', name: 'Ada Lovelace', passwordless: false });
    const { user, api, props, close } = await openSetup(signedInAnswer(finished));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));

    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/set_password',
        body: { name: 'Ada Lovelace', password: 'correct horse' },
      }),
    ]);
    expect(props.emitted).toEqual([
      {
        type: 'session:user-updated',
        payload: { user: finished, credentials: { email: 'ada@example.org', token: 'new-token' } },
      },
    ]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('shows the name and password rules under their inputs', async () => {
    const { user, api } = await openSetup();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must be longer than 2 characters.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be longer than 6 characters.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Field is required.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('drops the confirmation error as soon as the member corrects it, and the next click sends the form', async () => {
    const { user, api } = await openSetup();
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct hose');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    const confirmation = screen.getByLabelText('Confirm password');
    expect(confirmation).toHaveAccessibleDescription(/match/i);
    expect(api.calls).toEqual([]);

    await user.clear(confirmation);
    await user.type(confirmation, 'correct horse');
    // Still in the field: the error must be gone before the blur a press on the button brings.
    expect(confirmation).toHaveFocus();
    expect(confirmation).not.toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAccessibleDescription('');

    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(api.calls).toEqual([
      expect.objectContaining({ path: '/auth/set_password', body: { name: 'ada', password: 'correct horse' } }),
    ]);
  });

  it('shows a server refusal of the password under it', async () => {
    const { user } = await openSetup(
      apiError(400, 'invalid_input', 'Password must be longer than 6 characters.', 'password'),
    );
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Password must be longer than 6 characters.',
      ),
    );
  });

  it('offers Log out, which asks the shell to sign out', async () => {
    const { user, props } = await openSetup();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(props.emitted).toEqual([{ type: 'session:sign-out', payload: undefined }]);
  });

  it('takes over the dialog once the shell adopts a passwordless sign-up', async () => {
    const props = await makeParcelProps({ definition });
    const close = jest.fn();
    const { rerender } = renderInParcel(<AuthModal close={close} />, props);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();

    rerender(<AuthModal close={close} />, { ...props, session: signedIn(newcomer) });
    expect(screen.getByRole('dialog', { name: 'Finish setting up your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Finish setting up your account' })).toHaveFocus();
  });
});
