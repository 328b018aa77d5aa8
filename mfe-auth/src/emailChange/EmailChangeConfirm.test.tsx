import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionSnapshot } from '@stride/shared';
import { GUEST, makeUser, signedIn } from '@stride/shared/testing';
import { AuthModal } from '../authModal/AuthModal';
import { apiError, deferredAnswer, fakeAuthApi, renderAuthModal, type FakeRoute } from '../testing/renderAuthModal';
import { readLastEmail } from '../lastEmail/lastEmail';

const linkLocation = { pathname: '/programs', search: '?email_change_token=change-token&week=2', hash: '#auth' };
const member = makeUser({ id: 'user-1', email: 'ada@example.org', name: 'Ada Lovelace' });
const moved = { ...member, email: 'ada@new.example' };
const confirmed: FakeRoute = { status: 200, body: { user: moved } };

async function openLink(route: FakeRoute, session: SessionSnapshot) {
  const api = fakeAuthApi({ 'POST /auth/confirm_email': route });
  const rendered = await renderAuthModal({ fetch: api.fetch, location: linkLocation, session });
  return { ...rendered, api };
}

describe('EmailChangeConfirm', () => {
  beforeEach(() => localStorage.clear());

  it('confirms the link once, says the new email, and hands the signed-in member and their new email to the shell', async () => {
    const { api, props, close } = await openLink(confirmed, signedIn(member));
    expect(screen.getByRole('dialog', { name: 'Confirming your new email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your new email…');

    expect(await screen.findByText('Your email is now ada@new.example.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email confirmed' })).toHaveFocus();
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/auth/confirm_email', body: { token: 'change-token' } }),
    ]);
    expect(props.emitted).toEqual([
      {
        type: 'session:user-updated',
        payload: { user: moved, credentials: { email: 'ada@new.example', token: 'test-token' } },
      },
    ]);
    expect(close).not.toHaveBeenCalled();
    expect(readLastEmail()).toBe('ada@new.example');
  });

  it('keeps saying the new email once the shell has adopted the member', async () => {
    const { props, close, rerender } = await openLink(confirmed, signedIn(member));
    await screen.findByText('Your email is now ada@new.example.');
    rerender(<AuthModal close={close} />, { ...props, session: signedIn(moved) });
    expect(screen.getByRole('dialog', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your email is now ada@new.example.')).toBeInTheDocument();
  });

  it('removes the token from the URL so a reload does not use it again', async () => {
    const { props } = await openLink(confirmed, GUEST);
    expect(props.navigate).toHaveBeenCalledWith('/programs?week=2#auth', { replace: true });
    await screen.findByText('Your email is now ada@new.example.');
  });

  it('waits for the shell to check the stored session, which still carries the old email', async () => {
    const { api, props, close, rerender } = await openLink(confirmed, { status: 'unchecked', user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(api.calls).toEqual([]);

    rerender(<AuthModal close={close} />, { ...props, session: signedIn(member) });
    expect(await screen.findByText('Your email is now ada@new.example.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(props.emitted).toContainEqual(expect.objectContaining({ type: 'session:user-updated' }));
  });

  it('confirms for a guest without touching the session, and offers to log in with the new email', async () => {
    const { props } = await openLink(confirmed, GUEST);
    expect(await screen.findByText('Your email is now ada@new.example.')).toBeInTheDocument();
    expect(props.emitted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@new.example');
  });

  it('leaves the session of someone else signed in here alone', async () => {
    const { props } = await openLink(confirmed, signedIn(makeUser({ id: 'user-2', email: 'bo@example.org' })));
    expect(await screen.findByText('Your email is now ada@new.example.')).toBeInTheDocument();
    expect(props.emitted).toEqual([]);
  });

  it('confirms once, and hands over the session as it is when the answer arrives', async () => {
    const answer = deferredAnswer();
    const { api, props, close, rerender } = await openLink(answer.promise, signedIn(member));
    const renewed: SessionSnapshot = {
      status: 'authenticated',
      user: member,
      email: member.email,
      token: 'renewed-token',
    };
    rerender(<AuthModal close={close} />, { ...props, session: renewed });
    await act(async () => answer.settle({ status: 200, body: { user: moved } }));

    await screen.findByText('Your email is now ada@new.example.');
    expect(api.calls).toHaveLength(1);
    expect(props.emitted).toEqual([
      {
        type: 'session:user-updated',
        payload: { user: moved, credentials: { email: 'ada@new.example', token: 'renewed-token' } },
      },
    ]);
  });

  it("shows the server's refusal with a way back to log in", async () => {
    const { close } = await openLink(
      apiError(400, 'invalid_login_token', 'This link is invalid or has expired.'),
      GUEST,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(close).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Log in' })).toHaveFocus());
  });
});
