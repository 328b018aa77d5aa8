import { renderInParcel } from '@stride/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { threadQueries } from '../threads/threadQueries';
import { apiError, held, messagingApi, messagingProps, type Answer } from '../testing/messagingApi';
import { ANA, MIA, TOM, makeThread } from '../testing/threadFixtures';
import { ParticipantsModal } from './ParticipantsModal';

const group = makeThread({
  title: 'Tom Trainer, Ana Athlete',
  participants: [MIA, TOM, ANA],
  total_count_participants: 3,
  can_manage_participants: true,
});

async function renderModal(routes: Record<string, Answer> = {}, thread = group) {
  const api = messagingApi({
    'GET /threads/t1': { status: 200, body: { thread } },
    'GET /threads/t1/participants': { status: 200, body: { participants: thread.participants, has_more: false } },
    'GET /subscribers': {
      status: 200,
      body: { subscribers: [{ ...TOM, id: 'user-5', name: 'Zoe New', can_message: true }] },
    },
    ...routes,
  });
  const props = await messagingProps(api, { location: { pathname: '/me/messages/t1', search: '' } });
  const close = jest.fn();
  renderInParcel(<ParticipantsModal close={close} />, props);
  await screen.findByText('Tom Trainer');
  return { api, props, close, user: userEvent.setup() };
}

describe('ParticipantsModal', () => {
  it('lists the people of the thread open under it', async () => {
    await renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Participants' });
    expect(within(dialog).getByText('3 people')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((li) => li.querySelector('.messaging-participants__name')?.textContent)).toEqual([
      'Mia Member (you)',
      'Tom Trainer',
      'Ana Athlete',
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove Tom Trainer' })).toBeInTheDocument();
  });

  it('removes someone at once: the count goes down and a chat left with one other takes their name', async () => {
    const post = held();
    const { user, props, api } = await renderModal({ 'POST /threads/t1/remove_participant': post.answer });
    await user.click(screen.getByRole('button', { name: 'Remove Ana Athlete' }));
    expect(screen.queryByText('Ana Athlete')).not.toBeInTheDocument();
    const key = threadQueries.threadOf(MIA.id, 't1');
    await waitFor(() =>
      expect(props.queryClient.getQueryData(key)).toMatchObject({ title: 'Tom Trainer', total_count_participants: 2 }),
    );
    expect(api.callsTo('POST /threads/t1/remove_participant')[0]!.body).toEqual({ user_id: ANA.id });
    post.release(200, {
      thread: { ...group, title: 'Tom Trainer', participants: [MIA, TOM], total_count_participants: 2 },
    });
    await waitFor(() => expect(screen.getByText('2 people')).toBeInTheDocument());
  });

  it('puts the person back and says why when removing fails', async () => {
    const { user } = await renderModal({
      'POST /threads/t1/remove_participant': apiError(403, 'cannot_manage_participants', 'x'),
    });
    await user.click(screen.getByRole('button', { name: 'Remove Ana Athlete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot change who is in this conversation.');
    expect(screen.getByText('Ana Athlete')).toBeInTheDocument();
    expect(screen.getByText('3 people')).toBeInTheDocument();
  });

  it('adds people found by a search that leaves out who is already in', async () => {
    const withZoe = { ...group, total_count_participants: 4 };
    const { user, api } = await renderModal({
      'POST /threads/t1/add_participants': { status: 200, body: { thread: withZoe } },
    });
    await user.click(screen.getByRole('button', { name: 'Add people' }));
    await user.click(await screen.findByRole('button', { name: 'Add Zoe New' }));
    await waitFor(() => expect(screen.getByText('4 people')).toBeInTheDocument());
    expect(api.callsTo('GET /subscribers')[0]!.query.get('excluded_by_thread')).toBe('t1');
    expect(api.callsTo('POST /threads/t1/add_participants')[0]!.body).toEqual({ user_ids: ['user-5'] });
  });

  it('says "Messaging not available on this app" when the plan has no group chats', async () => {
    const { user } = await renderModal({
      'POST /threads/t1/add_participants': apiError(
        403,
        'group_chat_not_available',
        'Messaging not available on this app',
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Add people' }));
    await user.click(await screen.findByRole('button', { name: 'Add Zoe New' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Messaging not available on this app');
  });

  it('offers no changes to someone who may not make them', async () => {
    await renderModal({}, { ...group, can_manage_participants: false });
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add people' })).not.toBeInTheDocument();
  });

  it('asks to open a conversation when none is open', async () => {
    const props = await messagingProps(messagingApi({}), { location: { pathname: '/me/messages', search: '' } });
    renderInParcel(<ParticipantsModal close={jest.fn()} />, props);
    expect(screen.getByText('Open a conversation to see who is in it.')).toBeInTheDocument();
  });
});
