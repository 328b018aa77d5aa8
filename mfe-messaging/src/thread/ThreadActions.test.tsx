import { renderInParcel } from '@stride/shared/testing';
import { makeUser } from '@stride/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { threadQueries } from '../threads/threadQueries';
import { apiError, messagingApi, messagingProps, type Answer } from '../testing/messagingApi';
import { ANA, MIA, TOM, makeThread } from '../testing/threadFixtures';
import { ThreadActions } from './ThreadActions';

const group = makeThread({ participants: [MIA, TOM, ANA], total_count_participants: 3, can_rename: true });

async function renderActions(routes: Record<string, Answer> = {}, thread = group) {
  const api = messagingApi(routes);
  const props = await messagingProps(api);
  props.queryClient.setQueryData(threadQueries.threadOf(MIA.id, thread.id), thread);
  renderInParcel(<ThreadActions thread={thread} viewer={makeUser()} />, props);
  return { api, props, user: userEvent.setup() };
}

async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Conversation options' }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name }));
}

describe('ThreadActions', () => {
  it('opens #participants from the people count and #renaming from the menu', async () => {
    const { user, props } = await renderActions();
    await user.click(screen.getByRole('button', { name: '3 people' }));
    await pick(user, 'Rename');
    expect(props.emitted).toEqual([
      { type: 'modal:open', payload: { modal: 'participants' } },
      { type: 'modal:open', payload: { modal: 'renaming' } },
    ]);
  });

  it('turns the thread’s notifications off', async () => {
    const { user, api, props } = await renderActions({
      'POST /threads/t1/toggle_notification': { status: 200, body: { notifications_enabled: false } },
    });
    await pick(user, 'Turn off notifications');
    await waitFor(() =>
      expect(props.queryClient.getQueryData(threadQueries.threadOf(MIA.id, 't1'))).toMatchObject({
        me: { notifications_enabled: false },
      }),
    );
    expect(api.callsTo('POST /threads/t1/toggle_notification')[0]!.body).toEqual({
      active: false,
      toggle_ts: expect.any(Number),
    });
  });

  it('leaves the thread: it goes from the member’s lists and the inbox shows', async () => {
    const { user, api, props } = await renderActions({
      'POST /threads/t1/remove_participant': { status: 200, body: { thread: group } },
    });
    await pick(user, 'Leave');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave conversation' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/me/messages', { replace: true }));
    expect(api.callsTo('POST /threads/t1/remove_participant')[0]!.body).toEqual({ user_id: MIA.id });
    expect(props.queryClient.getQueryData(threadQueries.threadOf(MIA.id, 't1'))).toBeUndefined();
  });

  it('says when leaving failed', async () => {
    const { user, props } = await renderActions({
      'POST /threads/t1/remove_participant': apiError(500, 'internal_error', 'x'),
    });
    await pick(user, 'Leave');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to leave');
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('offers a feed only its notifications', async () => {
    const { user } = await renderActions({}, makeThread({ kind: 'feed', is_feed: true, is_private: false }));
    expect(screen.queryByRole('button', { name: /people/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conversation options' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Turn off notifications']);
  });
});
