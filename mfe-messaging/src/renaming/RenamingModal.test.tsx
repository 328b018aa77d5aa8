import { renderInParcel } from '@stride/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { threadQueries } from '../threads/threadQueries';
import { apiError, messagingApi, messagingProps, type Answer } from '../testing/messagingApi';
import { ANA, MIA, TOM, makeThread } from '../testing/threadFixtures';
import { RenamingModal } from './RenamingModal';

const group = makeThread({
  title: 'Tom Trainer, Ana Athlete',
  participants: [MIA, TOM, ANA],
  total_count_participants: 3,
  can_rename: true,
});

async function renderModal(routes: Record<string, Answer> = {}, thread = group) {
  const api = messagingApi({ 'GET /threads/t1': { status: 200, body: { thread } }, ...routes });
  const props = await messagingProps(api, { location: { pathname: '/me/messages', search: '?thread=t1' } });
  const close = jest.fn();
  renderInParcel(<RenamingModal close={close} />, props);
  return { api, props, close, user: userEvent.setup() };
}

describe('RenamingModal', () => {
  it('renames the open thread for everyone and closes', async () => {
    const { user, api, props, close } = await renderModal({
      'POST /threads/t1/rename': {
        status: 200,
        body: { thread: { ...group, title: 'Run club', has_been_renamed: true } },
      },
    });
    await user.type(await screen.findByLabelText('Group name'), '  Run club ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.callsTo('POST /threads/t1/rename')[0]!.body).toEqual({ title: 'Run club' });
    expect(props.queryClient.getQueryData(threadQueries.threadOf(MIA.id, 't1'))).toMatchObject({ title: 'Run club' });
  });

  it('asks for a name', async () => {
    const { user, api } = await renderModal();
    await screen.findByLabelText('Group name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Field is required.');
    expect(api.callsTo('POST /threads/t1/rename')).toHaveLength(0);
  });

  it('says why the server refused', async () => {
    const { user } = await renderModal({
      'POST /threads/t1/rename': apiError(403, 'group_chat_not_available', 'Messaging not available on this app'),
    });
    await user.type(await screen.findByLabelText('Group name'), 'Pair');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Messaging not available on this app');
  });

  it('offers no renaming of a thread that cannot be renamed', async () => {
    await renderModal({}, { ...group, can_rename: false });
    expect(await screen.findByText('This conversation cannot be renamed.')).toBeInTheDocument();
  });
});
