import { makeConfig, makeUser, renderInParcel } from '@stride/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, messagingApi, messagingProps, type Answer } from '../testing/messagingApi';
import { ANA, TOM, makeThread } from '../testing/threadFixtures';
import { NewConversationScreen } from './NewConversationScreen';

async function renderNew(userIds: string[], routes: Record<string, Answer> = {}, groupChat = true) {
  const api = messagingApi({
    'GET /threads/resolve': { status: 200, body: { thread_id: null } },
    'GET /threads/profiles': (call) => ({
      status: 200,
      body: {
        profiles: [TOM, ANA].filter((p) => (call.query.get('user_ids') ?? '').split(',').includes(p.id)),
        app_profiles: [],
      },
    }),
    'GET /subscribers': {
      status: 200,
      body: {
        subscribers: [
          { ...TOM, can_message: true },
          { ...ANA, can_message: true },
          { ...TOM, id: 'user-9', name: 'Private Pat', can_message: false },
        ],
      },
    },
    ...routes,
  });
  const config = makeConfig();
  const props = await messagingProps(api, {
    config: { ...config, messaging: { ...config.messaging, group_chat: groupChat } },
  });
  renderInParcel(<NewConversationScreen viewer={makeUser()} userIds={userIds} />, props);
  return { api, props, user: userEvent.setup() };
}

describe('NewConversationScreen', () => {
  it('opens the existing direct chat with one person instead of a new one', async () => {
    const { props, api } = await renderNew([TOM.id], {
      'GET /threads/resolve': { status: 200, body: { thread_id: 'd1' } },
    });
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/me/messages/d1', { replace: true }));
    expect(api.callsTo('GET /threads/resolve')[0]!.query.get('subscriber_ids')).toBe(TOM.id);
  });

  it('makes the direct chat with the first message and opens it in this entry’s place', async () => {
    const { user, api, props } = await renderNew([TOM.id], {
      'POST /threads': { status: 201, body: { thread: makeThread({ id: 'd2' }) } },
    });
    expect(await screen.findByText('Tom Trainer')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi Tom{Enter}');
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/me/messages/d2', { replace: true }));
    expect(api.callsTo('POST /threads')[0]!.body).toEqual({
      subscriber_id: TOM.id,
      messages: [{ client_id: expect.any(String), message: 'Hi Tom' }],
    });
  });

  it('makes a group chat with several people', async () => {
    const { user, api } = await renderNew([TOM.id, ANA.id], {
      'POST /threads': { status: 201, body: { thread: makeThread({ id: 'g1' }) } },
    });
    await screen.findByText('Ana Athlete');
    expect(api.callsTo('GET /threads/resolve')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello all{Enter}');
    await waitFor(() => expect(api.callsTo('POST /threads')).toHaveLength(1));
    expect(api.callsTo('POST /threads')[0]!.body).toMatchObject({ subscriber_ids: [TOM.id, ANA.id] });
  });

  it('says why the first message could not go, and sends the same message again on Retry', async () => {
    let first = true;
    const { user, api } = await renderNew([TOM.id], {
      'POST /threads': () => {
        if (!first) return { status: 201, body: { thread: makeThread({ id: 'd3' }) } };
        first = false;
        return apiError(500, 'internal_error', 'x');
      },
    });
    await screen.findByText('Tom Trainer');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message was not sent.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('POST /threads')).toHaveLength(2));
    const [a, b] = api.callsTo('POST /threads');
    expect(b!.body).toEqual(a!.body);
  });

  it('says "You cannot message this member" when the rules of §5 refuse', async () => {
    const { user } = await renderNew([TOM.id], {
      'POST /threads': apiError(403, 'cannot_message', 'You cannot message this member'),
    });
    await screen.findByText('Tom Trainer');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot message this member.');
  });

  it('picks people from a search, and says who cannot be messaged', async () => {
    const { user, props } = await renderNew([]);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'a');
    const pat = (await screen.findByText('Private Pat')).closest('li')!;
    expect(within(pat).getByText('Cannot be messaged')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Ana Athlete' }));
    expect(props.navigate).toHaveBeenCalledWith(`/me/messages/new?users=${ANA.id}`, { replace: true });
  });

  it('removes a person from the recipients', async () => {
    const { user, props } = await renderNew([TOM.id, ANA.id]);
    await user.click(await screen.findByRole('button', { name: 'Remove Tom Trainer' }));
    expect(props.navigate).toHaveBeenCalledWith(`/me/messages/new?users=${ANA.id}`, { replace: true });
  });

  it('opens the member directory (#members) to find people', async () => {
    const { user, props } = await renderNew([]);
    await user.click(screen.getByRole('button', { name: 'Browse the member directory' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'members' } }]);
  });

  it('adds no second person where the app has no group chats', async () => {
    await renderNew([TOM.id], {}, false);
    expect(await screen.findByText('Group chats are not available on this app.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
