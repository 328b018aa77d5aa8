import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionSnapshot } from '@stride/shared';
import { GUEST, makeUser } from '@stride/shared/testing';
import { apiError, fakeAuthApi, renderAuthModal, signedInAnswer, type FakeRoute } from '../testing/renderAuthModal';

const linkLocation = { pathname: '/programs', search: '?passwordless_token=link-token&week=2', hash: '#auth' };

/** Opened from the email: the shell may still be checking a stored session. */
async function openLink(route: FakeRoute, session: SessionSnapshot = { status: 'unchecked', user: null }) {
  const api = fakeAuthApi({ 'POST /auth/passwordless/verify': route });
  const rendered = await renderAuthModal({ fetch: api.fetch, location: linkLocation, session });
  return { ...rendered, api };
}

describe('PasswordlessLink', () => {
  it('verifies the link token once on opening, signs in and closes', async () => {
    const member = makeUser({ email: 'ada@example.org' });
    const { api, props, close } = await openLink(signedInAnswer(member));
    expect(screen.getByRole('dialog', { name: 'Signing you in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');

    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/auth/passwordless/verify', body: { token: 'link-token' } }),
    ]);
    expect(props.emitted).toContainEqual({
      type: 'session:signed-in',
      payload: { credentials: { email: 'ada@example.org', token: 'new-token' }, user: member, method: 'passwordless' },
    });
  });

  it('removes the token from the URL so a reload does not use it again', async () => {
    const { props } = await openLink(signedInAnswer());
    expect(props.navigate).toHaveBeenCalledWith('/programs?week=2#auth', { replace: true });
  });

  it("shows the server's refusal with a way to request a new link", async () => {
    const { close } = await openLink(apiError(401, 'invalid_login_token', 'This link has expired.', 'token'), GUEST);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(close).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('dialog', { name: 'Sign in with a link' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in with a link' })).toHaveFocus();
  });
});
