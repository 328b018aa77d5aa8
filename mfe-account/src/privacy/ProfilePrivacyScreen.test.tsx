import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { ProfilePrivacyScreen } from './ProfilePrivacyScreen';

const subscriber = (profile_visibility: string) => ({
  subscriber: { id: 'u1', language: null, can_receive_messages_from_members: true, bio: null, profile_visibility },
});

describe('ProfilePrivacyScreen', () => {
  it('shows the saved visibility and saves a new one', async () => {
    const { fetch, calls } = apiFake({
      'GET /subscribers/me': { status: 200, body: subscriber('public') },
      'PUT /subscribers': { status: 200, body: subscriber('private') },
    });
    const props = await makeParcelProps({ definition, session: signedIn(makeUser({ id: 'u1' })), fetch });
    renderInParcel(<ProfilePrivacyScreen />, props);
    expect(await screen.findByRole('radio', { name: /Public/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Private/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ profile_visibility: 'private' });
  });
});
