import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig, makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { SettingsScreen } from './SettingsScreen';

const user = makeUser({ id: 'u1', language: null, canReceiveMessagesFromMembers: true });
const localised = makeConfig({
  locales: [
    { locale: 'en', status: 'default' },
    { locale: 'ar', status: 'published' },
    { locale: 'es', status: 'published' },
  ],
});

async function renderSettings(fetch: ReturnType<typeof apiFake>['fetch'], config = localised) {
  const props = await makeParcelProps({ definition, session: signedIn(user), config, fetch });
  renderInParcel(<SettingsScreen />, props);
  return props;
}

describe('SettingsScreen', () => {
  it('offers only the app’s published locales and the default, each in its own language', async () => {
    await renderSettings(apiFake({}).fetch);
    const options = Array.from((screen.getByLabelText('Language') as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['', 'en', 'ar', 'es']);
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });

  it('offers light, dark or the device’s appearance beside the language', async () => {
    await renderSettings(apiFake({}).fetch);
    const appearance = screen.getByRole('group', { name: 'Appearance' });
    expect(appearance).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Match device' })).toBeInTheDocument();
  });

  it('hides the language choice when the app is not localised', async () => {
    await renderSettings(apiFake({}).fetch, makeConfig());
    expect(screen.queryByLabelText('Language')).not.toBeInTheDocument();
  });

  it('saves the language and the messaging flag, then hands the shell the updated user', async () => {
    const { fetch, calls } = apiFake({
      'PUT /subscribers': ({ body }) => ({
        status: 200,
        body: {
          subscriber: {
            id: 'u1',
            language: 'ar',
            can_receive_messages_from_members: false,
            bio: null,
            profile_visibility: 'public',
            ...(body as object),
          },
        },
      }),
    });
    const props = await renderSettings(fetch);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ar');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Let other members message me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(calls[0]?.body).toEqual({ language: 'ar', can_receive_messages_from_members: false });
    expect(props.emitted).toEqual([
      {
        type: 'session:user-updated',
        payload: { user: { ...user, language: 'ar', canReceiveMessagesFromMembers: false } },
      },
    ]);
  });

  it('sends no language while the member keeps the device’s', async () => {
    const { fetch, calls } = apiFake({
      'PUT /subscribers': {
        status: 200,
        body: {
          subscriber: {
            id: 'u1',
            language: null,
            can_receive_messages_from_members: true,
            bio: null,
            profile_visibility: 'public',
          },
        },
      },
    });
    await renderSettings(fetch);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(calls[0]?.body).toEqual({ can_receive_messages_from_members: true });
  });

  it('keeps the choices and says so when saving fails', async () => {
    const { fetch } = apiFake({
      'PUT /subscribers': { status: 500, body: { error: { code: 'internal_error', message: '' } } },
    });
    const props = await renderSettings(fetch);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your changes couldn't be saved.");
    expect(screen.getByLabelText('Language')).toHaveValue('es');
    expect(props.emitted).toEqual([]);
  });
});
