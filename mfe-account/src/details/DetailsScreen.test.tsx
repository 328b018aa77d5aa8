import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { DetailsScreen } from './DetailsScreen';

const user = makeUser({ id: 'u1', name: 'Max Member', email: 'max@demo.test', timezone: 'Europe/Lisbon' });

const PROFILE_ROUTES = {
  'GET /subscribers/me': {
    status: 200,
    body: {
      subscriber: {
        id: 'u1',
        language: null,
        can_receive_messages_from_members: true,
        bio: 'Hello',
        profile_visibility: 'public',
      },
    },
  },
  'GET /subscriber/properties': {
    status: 200,
    body: {
      subscriber_properties: [
        { slug: 'goal', name: 'Goal', is_public: true, value: 'Run' },
        { slug: 'injuries', name: 'Injuries', is_public: false, value: null },
      ],
    },
  },
};

async function renderDetails(routes: Parameters<typeof apiFake>[0] = {}) {
  const fake = apiFake({ ...PROFILE_ROUTES, ...routes });
  const props = await makeParcelProps({ definition, session: signedIn(user), fetch: fake.fetch });
  renderInParcel(<DetailsScreen />, props);
  return { props, calls: fake.calls };
}

const form = (title: string) => screen.getByRole('heading', { name: title }).closest('form')!;

describe('DetailsScreen', () => {
  it('has a toolbar titled Details that goes back to the account area', async () => {
    const { props } = await renderDetails();
    expect(screen.getByRole('heading', { level: 1, name: 'Details' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(props.navigate).toHaveBeenCalledWith('/me');
  });

  it('saves the name and hands the shell the updated user', async () => {
    const updated = { ...user, name: 'Maxine Member' };
    const { props, calls } = await renderDetails({
      'PUT /auth': { status: 200, body: { user: updated, email_change_pending: null } },
    });
    const details = form('Your details');
    await userEvent.clear(within(details).getByLabelText('Name'));
    await userEvent.type(within(details).getByLabelText('Name'), 'Maxine Member');
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }));
    expect(await within(details).findByRole('status')).toHaveTextContent('Saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Maxine Member',
      email: 'max@demo.test',
      timezone: 'Europe/Lisbon',
    });
    expect(props.emitted).toContainEqual({ type: 'session:user-updated', payload: { user: updated } });
  });

  it('says a new email waits for its confirmation link', async () => {
    await renderDetails({
      'PUT /auth': { status: 200, body: { user, email_change_pending: 'new@demo.test' } },
    });
    const details = form('Your details');
    await userEvent.clear(within(details).getByLabelText('Email'));
    await userEvent.type(within(details).getByLabelText('Email'), 'new@demo.test');
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }));
    expect(await within(details).findByRole('status')).toHaveTextContent('We sent a link to new@demo.test');
  });

  it('checks the new password with the spec’s messages before sending anything', async () => {
    const { calls } = await renderDetails();
    const password = form('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'old password');
    await userEvent.type(within(password).getByLabelText('New password'), 'short');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getByRole('alert')).toHaveTextContent('Password must be longer than 6 characters.');
    await userEvent.clear(within(password).getByLabelText('New password'));
    await userEvent.type(within(password).getByLabelText('New password'), 'long enough');
    await userEvent.type(within(password).getByLabelText('Confirm new password'), 'different one');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getByRole('alert')).toHaveTextContent("Passwords don't match");
    expect(calls.filter((call) => call.path === '/auth/password')).toEqual([]);
  });

  it('shows a wrong current password on its field and keeps what was typed', async () => {
    await renderDetails({
      'PUT /auth/password': {
        status: 400,
        body: {
          error: {
            code: 'wrong_current_password',
            message: 'Your current password is not correct.',
            field: 'current_password',
          },
        },
      },
    });
    const password = form('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'wrong one');
    await userEvent.type(within(password).getByLabelText('New password'), 'long enough');
    await userEvent.type(within(password).getByLabelText('Confirm new password'), 'long enough');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByRole('alert')).toHaveTextContent('Your current password is not correct.');
    expect(within(password).getByLabelText('New password')).toHaveValue('long enough');
  });

  it('tells a member without a password how to set one, in their language, not that theirs is wrong', async () => {
    await renderDetails({
      'PUT /auth/password': {
        status: 409,
        body: { error: { code: 'password_not_set', message: 'API text' } },
      },
    });
    const password = form('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'a guess');
    await userEvent.type(within(password).getByLabelText('New password'), 'long enough');
    await userEvent.type(within(password).getByLabelText('Confirm new password'), 'long enough');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByRole('alert')).toHaveTextContent(
      'Your account has no password yet. To set one, log out and choose “Forgot password?” when you log in.',
    );
  });

  it('saves the bio and only the properties that changed', async () => {
    const { calls } = await renderDetails({
      'PUT /subscribers': { status: 200, body: PROFILE_ROUTES['GET /subscribers/me'].body },
      'PUT /subscriber/properties/injuries': {
        status: 200,
        body: { subscriber_property: { slug: 'injuries', name: 'Injuries', is_public: false, value: 'Knee' } },
      },
    });
    const profile = await screen.findByRole('heading', { name: 'Public profile' });
    const fields = profile.closest('form')!;
    expect(within(fields).getByLabelText('Bio')).toHaveAttribute('dir', 'auto');
    await userEvent.type(within(fields).getByLabelText('Injuries (only you and the team see this)'), 'Knee');
    await userEvent.click(within(fields).getByRole('button', { name: 'Save' }));
    expect(await within(fields).findByRole('status')).toHaveTextContent('Saved.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      ['/subscribers', { bio: 'Hello' }],
      ['/subscriber/properties/injuries', { value: 'Knee' }],
    ]);
  });
});
