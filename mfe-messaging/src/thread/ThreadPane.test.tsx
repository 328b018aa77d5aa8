import { threadQueryKeys, type Message, type MessageThread, type UnreadStatusResponse } from '@stride/shared';
import { userChannel } from '@stride/shared/messaging';
import { makeConfig, makeMessage, makeUser, renderInParcel } from '@stride/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, held, messagingApi, messagingProps, type Answer } from '../testing/messagingApi';
import { ANA, MIA, NOON, TOM, makeThread, pageOf } from '../testing/threadFixtures';
import { ThreadPane } from './ThreadPane';
import { VIRTUAL_FROM } from './MessageList';

/** An afternoon of the fixtures' day: their messages are today's, the day before yesterday's. */
const NOW = NOON + 3 * 3_600_000;

interface Setup {
  thread?: MessageThread;
  messages?: Message[];
  routes?: Record<string, Answer>;
  blocked?: string[];
  strictMode?: boolean;
  compact?: boolean;
  /** The shell's unread badge state before the thread opens. */
  unread?: UnreadStatusResponse;
  pageSize?: number;
}

async function renderThread({
  thread = makeThread(),
  messages = [makeMessage(NOON), makeMessage(NOON + 10_000)],
  routes = {},
  blocked,
  strictMode = false,
  compact = false,
  unread,
  pageSize,
}: Setup = {}) {
  const api = messagingApi({
    [`GET /threads/${thread.id}`]: { status: 200, body: { thread } },
    [`GET /threads/${thread.id}/messages`]: (call) => ({ status: 200, body: pageOf(messages, call.query) }),
    [`GET /threads/${thread.id}/read`]: { status: 200, body: { last_message_read_ts: NOW, has_unread: false } },
    [`POST /threads/${thread.id}/typing`]: { status: 204, body: null },
    ...routes,
  });
  const config = makeConfig();
  const props = await messagingProps(api, {
    blocked,
    config: { ...config, messaging: { ...config.messaging, strict_mode: strictMode } },
  });
  if (unread) props.queryClient.setQueryData(threadQueryKeys.unreadStatus(MIA.id), unread);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderInParcel(<ThreadPane threadId={thread.id} viewer={makeUser()} compact={compact} pageSize={pageSize} />, props);
  await screen.findByRole('log');
  return { api, props, user, messages };
}

/** The message actions menu of a message by its text. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, text: string) {
  const item = screen.getByText(text).closest('li')!;
  await user.click(within(item).getByRole('button', { name: /^Actions for the message from/ }));
  return screen.getByRole('menu');
}

function sent(call: { body: unknown }) {
  return (call.body as { data: { type: string; messages: { client_id: string; message: string }[] } }).data;
}

beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ThreadPane', () => {
  it('shows the messages oldest first, one person’s within 60 s grouped, under a heading for each day', async () => {
    await renderThread({
      messages: [
        makeMessage(NOON - 86_400_000, { message: 'Yesterday’s' }),
        makeMessage(NOON, { message: 'First' }),
        makeMessage(NOON + 30_000, { message: 'Second' }),
        makeMessage(NOON + 120_000, { message: 'Later', user: ANA }),
      ],
    });
    const log = screen.getByRole('log');
    expect(
      within(log)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Yesterday', 'Today']);
    const groups = within(log).getAllByRole('article');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Tom Trainer',
      'Tom Trainer',
      'Ana Athlete',
    ]);
    expect(
      within(groups[1]!)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['First', 'Second']);
  });

  it('shows angle brackets as the member typed them, never as markup', async () => {
    await renderThread({ messages: [makeMessage(NOON, { message: '&lt;b&gt;bold&lt;/b&gt; &amp; more' })] });
    expect(screen.getByText('<b>bold</b> & more')).toBeInTheDocument();
    expect(document.querySelector('.messaging-message b')).toBeNull();
  });

  it('draws mentions as names, links as links, and a link attachment as a card', async () => {
    await renderThread({
      messages: [
        makeMessage(NOON, { message: 'Hi @<Mia Member>, see https://example.org/a' }),
        makeMessage(NOON + 1000, {
          message: '',
          message_type: 'attachment',
          attachment_data: { url: 'https://example.org/post', title: 'The post' },
        }),
      ],
    });
    expect(screen.getByText('@Mia Member')).toHaveClass('messaging-message__mention');
    expect(screen.getByRole('link', { name: 'https://example.org/a' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /The post/ })).toHaveAttribute('href', 'https://example.org/post');
  });

  it('says "Messages failed to load" with a retry that loads them', async () => {
    let fail = true;
    const messages = [makeMessage(NOON, { message: 'Back again' })];
    const api = messagingApi({
      'GET /threads/t1': { status: 200, body: { thread: makeThread() } },
      'GET /threads/t1/messages': (call) =>
        fail
          ? apiError(500, 'internal_error', 'An unexpected error occurred.')
          : { status: 200, body: pageOf(messages, call.query) },
    });
    const props = await messagingProps(api);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInParcel(<ThreadPane threadId="t1" viewer={makeUser()} />, props);
    expect(await screen.findByRole('alert')).toHaveTextContent('Messages failed to load');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('says when the member may not read the thread', async () => {
    const api = messagingApi({
      'GET /threads/t1': apiError(403, 'thread_forbidden', 'You do not have permission to view this message thread'),
      'GET /threads/t1/messages': apiError(403, 'thread_forbidden', 'x'),
    });
    renderInParcel(<ThreadPane threadId="t1" viewer={makeUser()} />, await messagingProps(api));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to view this message thread',
    );
  });

  describe('sending', () => {
    it('shows the message as sending at once, and clears the status when it is stored', async () => {
      const post = held();
      const { user, api } = await renderThread({ routes: { 'POST /threads/t1/messages': post.answer } });
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'On my way{Enter}');
      const mine = screen.getByText('On my way').closest('li')!;
      expect(mine).toHaveTextContent('Sending…');
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');

      const [call] = api.callsTo('POST /threads/t1/messages');
      const [outgoing] = sent(call!).messages;
      post.release(201, {
        messages: [makeMessage(NOW, { message: 'On my way', user: MIA, client_id: outgoing!.client_id })],
      });
      await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
      expect(screen.getAllByText('On my way')).toHaveLength(1);
    });

    it('marks a failed send and sends it again with the same client_id on Retry', async () => {
      let attempts = 0;
      const { user, api } = await renderThread({
        routes: {
          'POST /threads/t1/messages': (call) => {
            attempts += 1;
            if (attempts === 1) return apiError(500, 'internal_error', 'An unexpected error occurred.');
            const [outgoing] = sent(call).messages;
            return {
              status: 201,
              body: { messages: [makeMessage(NOW, { message: 'Try me', user: MIA, client_id: outgoing!.client_id })] },
            };
          },
        },
      });
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Try me{Enter}');
      const failed = await screen.findByText('Not sent.');
      await user.click(within(failed.closest('li')!).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.queryByText('Not sent.')).not.toBeInTheDocument());
      const [first, second] = api.callsTo('POST /threads/t1/messages');
      expect(sent(second!).messages).toEqual(sent(first!).messages);
      expect(sent(second!).messages[0]!.client_id).toBeTruthy();
      expect(screen.getAllByText('Try me')).toHaveLength(1);
    });

    it('a send refused because of a block gives the composer way to the reason', async () => {
      let thread = makeThread();
      const { user } = await renderThread({
        routes: {
          'GET /threads/t1': () => ({ status: 200, body: { thread } }),
          'POST /threads/t1/messages': () => {
            thread = { ...thread, can_post: false };
            return apiError(403, 'member_blocked', 'You cannot message a member you blocked or who blocked you');
          },
        },
      });
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Still there?{Enter}');
      expect(await screen.findByText('Not sent.')).toBeInTheDocument();
      expect(await screen.findByText('You cannot post in this conversation.')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    });

    it('sends a link at the end as an attachment message of its own', async () => {
      const { user, api } = await renderThread({
        routes: { 'POST /threads/t1/messages': { status: 201, body: { messages: [] } } },
      });
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Look https://example.org/x{Enter}');
      const [call] = api.callsTo('POST /threads/t1/messages');
      expect(sent(call!).messages).toEqual([
        { client_id: expect.any(String), message: 'Look' },
        { client_id: expect.any(String), message: '', attachment_data: { url: 'https://example.org/x', title: null } },
      ]);
    });

    it('tells the thread the member is typing, at most once per 3 seconds', async () => {
      const { user, api } = await renderThread();
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'abc');
      expect(api.callsTo('POST /threads/t1/typing')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(3000));
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'd');
      expect(api.callsTo('POST /threads/t1/typing')).toHaveLength(2);
    });

    it('offers no composer where the member cannot post', async () => {
      await renderThread({ thread: makeThread({ kind: 'feed', is_feed: true, is_private: false, can_post: false }) });
      expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
      expect(screen.getByText('You can read and like here; only the hosts post.')).toBeInTheDocument();
    });
  });

  describe('message actions', () => {
    it('likes and unlikes: the count moves by one at once and follows the server', async () => {
      const { user, api } = await renderThread({
        messages: [makeMessage(NOON, { message: 'Nice run', reaction_count: 2 })],
        routes: {
          'POST /threads/t1/messages': (call) => {
            const { action } = (call.body as { data: { action: string } }).data;
            return {
              status: 200,
              body: { message_ts: NOON, reaction_count: action === 'like' ? 3 : 2, liked: action === 'like' },
            };
          },
        },
      });
      const item = screen.getByText('Nice run').closest('li')!;
      const like = within(item).getByRole('button', { name: 'Like 2' });
      await user.click(like);
      expect(like).toHaveAttribute('aria-pressed', 'true');
      expect(like).toHaveAccessibleName('Like 3');
      await user.click(like);
      expect(like).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(like).toHaveAccessibleName('Like 2'));
      expect(api.callsTo('POST /threads/t1/messages').map((c) => (c.body as { data: unknown }).data)).toEqual([
        { type: 'react', message_ts: NOON, action: 'like' },
        { type: 'react', message_ts: NOON, action: 'unlike' },
      ]);
    });

    it('takes a like back when the server refuses it', async () => {
      const { user } = await renderThread({
        messages: [makeMessage(NOON, { message: 'Nice run', reaction_count: 0 })],
        routes: { 'POST /threads/t1/messages': apiError(500, 'internal_error', 'x') },
      });
      const like = within(screen.getByText('Nice run').closest('li')!).getByRole('button', { name: 'Like' });
      await user.click(like);
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to like');
      expect(like).toHaveAttribute('aria-pressed', 'false');
    });

    it('deletes locally first, and puts the message back with "Failed to delete" when the server refuses', async () => {
      const post = held();
      const { user } = await renderThread({
        messages: [
          makeMessage(NOON, { message: 'Oops', user: MIA }),
          makeMessage(NOON + 200_000, { message: 'Reply' }),
        ],
        routes: { 'POST /threads/t1/messages': post.answer },
      });
      const menu = await openMenu(user, 'Oops');
      await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Delete message' })).getByRole('button', { name: 'Delete' }),
      );
      expect(screen.queryByText('Oops')).not.toBeInTheDocument();
      post.release(403, { error: { code: 'cannot_delete_message', message: 'Failed to delete' } });
      expect(await screen.findByText('Oops')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete');
    });

    it('lets only an account admin delete in strict mode', async () => {
      const { user } = await renderThread({
        messages: [makeMessage(NOON, { message: 'Mine', user: MIA })],
        strictMode: true,
      });
      const menu = await openMenu(user, 'Mine');
      expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    });

    it('reports with a reason, and says "You have already reported" on a second report', async () => {
      const { user, api } = await renderThread({
        messages: [makeMessage(NOON, { message: 'Spam' })],
        routes: {
          [`POST /threads/t1/messages/${NOON}/report`]: apiError(409, 'already_reported', 'You have already reported'),
        },
      });
      const menu = await openMenu(user, 'Spam');
      await user.click(within(menu).getByRole('menuitem', { name: 'Report' }));
      const dialog = screen.getByRole('dialog', { name: 'Report message' });
      await user.type(within(dialog).getByLabelText('Why are you reporting this message?'), 'Selling things');
      await user.click(within(dialog).getByRole('button', { name: 'Report' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported');
      expect(api.callsTo(`POST /threads/t1/messages/${NOON}/report`)[0]!.body).toEqual({ reason: 'Selling things' });
    });

    it('says "Failed to report" when a report fails otherwise, and offers no report of one’s own message', async () => {
      const { user } = await renderThread({
        messages: [makeMessage(NOON, { message: 'Spam' }), makeMessage(NOON + 200_000, { message: 'Mine', user: MIA })],
        routes: { [`POST /threads/t1/messages/${NOON}/report`]: apiError(500, 'internal_error', 'x') },
      });
      expect(within(await openMenu(user, 'Mine')).queryByRole('menuitem', { name: 'Report' })).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      await user.click(within(await openMenu(user, 'Spam')).getByRole('menuitem', { name: 'Report' }));
      const dialog = screen.getByRole('dialog', { name: 'Report message' });
      await user.type(within(dialog).getByRole('textbox'), 'Rude');
      await user.click(within(dialog).getByRole('button', { name: 'Report' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to report');
    });

    it('blocks the author: their messages go, live ones too', async () => {
      const { user, api, props } = await renderThread({
        messages: [
          makeMessage(NOON, { message: 'From Tom' }),
          makeMessage(NOON + 200_000, { message: 'From Ana', user: ANA }),
        ],
        routes: { 'POST /subscribers/block': { status: 200, body: { blocked_user_ids: [TOM.id] } } },
      });
      await user.click(within(await openMenu(user, 'From Tom')).getByRole('menuitem', { name: 'Block Tom Trainer' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Block Tom Trainer?' })).getByRole('button', { name: 'Block' }),
      );
      await waitFor(() => expect(screen.queryByText('From Tom')).not.toBeInTheDocument());
      expect(screen.getByText('From Ana')).toBeInTheDocument();
      expect(api.callsTo('POST /subscribers/block')[0]!.body).toEqual({ user_id: TOM.id });
      act(() => {
        props.realtime.emit('private-thread-t1', 'message-created', {
          thread_id: 't1',
          message_ts: NOW,
          message: makeMessage(NOW, { message: 'Still Tom' }),
        });
        props.realtime.emit('private-thread-t1', 'message-created', {
          thread_id: 't1',
          message_ts: NOW + 1,
          message: makeMessage(NOW + 1, { message: 'Ana again', user: ANA }),
        });
      });
      expect(await screen.findByText('Ana again')).toBeInTheDocument();
      expect(screen.queryByText('Still Tom')).not.toBeInTheDocument();
    });

    it('says "Failed to block" when blocking fails', async () => {
      const { user } = await renderThread({
        messages: [makeMessage(NOON, { message: 'From Tom' })],
        routes: { 'POST /subscribers/block': apiError(500, 'internal_error', 'x') },
      });
      await user.click(within(await openMenu(user, 'From Tom')).getByRole('menuitem', { name: 'Block Tom Trainer' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to block');
      expect(screen.getByText('From Tom')).toBeInTheDocument();
    });

    it('opens the replies: a new reply thread is made for a message without one', async () => {
      const replies = makeThread({ id: 'r1', kind: 'reply', parent_message: makeMessage(NOON) });
      const { user, api, props } = await renderThread({
        messages: [makeMessage(NOON, { message: 'Question' })],
        routes: { 'POST /threads': { status: 201, body: { thread: replies } } },
      });
      await user.click(within(await openMenu(user, 'Question')).getByRole('menuitem', { name: 'Reply' }));
      await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/me/messages/r1'));
      expect(api.callsTo('POST /threads')[0]!.body).toEqual({ parent_message_id: `t1:${NOON}` });
    });

    it('opens an existing reply thread from its reply count', async () => {
      const { user, props, api } = await renderThread({
        messages: [makeMessage(NOON, { message: 'Question', reply_thread_id: 'r9', reply_count: 2 })],
      });
      await user.click(screen.getByRole('button', { name: '2 replies' }));
      expect(props.navigate).toHaveBeenCalledWith('/me/messages/r9');
      expect(api.callsTo('POST /threads')).toHaveLength(0);
    });

    it('pins a message where the member may pin', async () => {
      const { user, api } = await renderThread({
        thread: makeThread({ can_pin: true }),
        messages: [makeMessage(NOON, { message: 'Rules' })],
        routes: {
          'PUT /threads/t1/pin': {
            status: 200,
            body: { message: makeMessage(NOON, { message: 'Rules', pinned_at: '2025-03-14T14:00:00Z' }) },
          },
        },
      });
      await user.click(within(await openMenu(user, 'Rules')).getByRole('menuitem', { name: 'Pin' }));
      expect(await screen.findByText('Pinned')).toBeInTheDocument();
      expect(api.callsTo('PUT /threads/t1/pin')[0]!.body).toEqual({ pinned: true, message_ts: NOON });
    });

    it('moves through the menu with the keyboard and closes it with Escape', async () => {
      const { user } = await renderThread({ messages: [makeMessage(NOON, { message: 'Keys' })] });
      const button = within(screen.getByText('Keys').closest('li')!).getByRole('button', {
        name: 'Actions for the message from Tom Trainer',
      });
      button.focus();
      await user.keyboard('{Enter}');
      const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
      expect(items[0]).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(items[1]).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(items[items.length - 1]).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });
  });

  describe('live', () => {
    it('hides live messages of a member who blocked the viewer elsewhere (blocks-changed)', async () => {
      const { props } = await renderThread({ messages: [makeMessage(NOON, { message: 'Hello' })] });
      await act(async () => {
        props.realtime.emit(userChannel(makeUser().subscriberUuid!), 'blocks-changed', {
          blocked_user_ids: [],
          blocked_by_user_ids: [ANA.id],
          message_ts: 0,
        });
        props.realtime.emit('private-thread-t1', 'message-created', {
          thread_id: 't1',
          message_ts: NOON + 60_000,
          message: makeMessage(NOON + 60_000, { message: 'From Ana', user: ANA }),
        });
      });
      expect(screen.getByText('Hello')).toBeInTheDocument();
      expect(screen.queryByText('From Ana')).not.toBeInTheDocument();
    });

    it('shows a message another member sends, live', async () => {
      const { props } = await renderThread();
      act(() =>
        props.realtime.emit('private-thread-t1', 'message-created', {
          thread_id: 't1',
          message_ts: NOW,
          message: makeMessage(NOW, { message: 'Hello from Tom' }),
        }),
      );
      // Held while the first catch-up is on its way, then shown.
      expect(await screen.findByText('Hello from Tom')).toBeInTheDocument();
    });

    it('after a reconnect fetches what it missed (after=) and shows each message once', async () => {
      const messages = [makeMessage(NOON, { message: 'Before' })];
      const { props, api } = await renderThread({ messages });
      await waitFor(() => expect(api.callsTo('GET /threads/t1/messages')).toHaveLength(2));
      messages.push(
        makeMessage(NOON + 60_000, { message: 'Missed one' }),
        makeMessage(NOON + 70_000, { message: 'Missed two' }),
      );
      await act(async () => {
        props.realtime.reconnect();
        props.realtime.emit('private-thread-t1', 'message-created', {
          thread_id: 't1',
          message_ts: NOON + 70_000,
          message: messages[2]!,
        });
      });
      await screen.findByText('Missed one');
      const catchUp = api.callsTo('GET /threads/t1/messages').find((call) => call.query.has('after'))!;
      expect(catchUp.query.get('after')).toBe(String(NOON));
      expect(screen.getAllByText('Missed two')).toHaveLength(1);
      expect(screen.getAllByText('Before')).toHaveLength(1);
    });

    it('after a reconnect, drops a message deleted while it was down', async () => {
      const messages = [makeMessage(NOON, { message: 'Stays' }), makeMessage(NOON + 60_000, { message: 'Removed' })];
      const { props } = await renderThread({ messages });
      await screen.findByText('Removed');
      messages.pop();
      await act(async () => {
        props.realtime.reconnect();
      });
      await waitFor(() => expect(screen.queryByText('Removed')).not.toBeInTheDocument());
      expect(screen.getByText('Stays')).toBeInTheDocument();
    });

    it('follows edits, deletions and likes of others', async () => {
      const { props } = await renderThread({
        messages: [makeMessage(NOON, { message: 'Draft' }), makeMessage(NOON + 200_000, { message: 'Gone soon' })],
      });
      act(() => {
        props.realtime.emit('private-thread-t1', 'message-updated', {
          thread_id: 't1',
          message_ts: NOON,
          message: makeMessage(NOON, { message: 'Final', edited_at: '2025-03-14T12:01:00Z' }),
        });
        props.realtime.emit('private-thread-t1', 'message-deleted', { thread_id: 't1', message_ts: NOON + 200_000 });
        props.realtime.emit('private-thread-t1', 'message-reacted', {
          thread_id: 't1',
          message_ts: NOON,
          reaction_count: 5,
          user_id: ANA.id,
          action: 'like',
        });
      });
      expect(
        within(screen.getByText('Final').closest('li')!).getByRole('button', { name: 'Like 5' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Gone soon')).not.toBeInTheDocument();
    });

    it('says who is typing for a few seconds', async () => {
      const { props } = await renderThread();
      act(() =>
        props.realtime.emit('private-thread-t1', 'typing', {
          thread_id: 't1',
          message_ts: NOON,
          user: { id: TOM.id, name: TOM.name },
        }),
      );
      expect(screen.getByText('Tom Trainer is typing…')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(4000));
      expect(screen.queryByText('Tom Trainer is typing…')).not.toBeInTheDocument();
    });
  });

  it('marks the thread read and clears the unread badge with the answer', async () => {
    const { api, props } = await renderThread({
      thread: makeThread({ is_unread: true, last_message_read_ts: 0 }),
      messages: [makeMessage(NOON, { message: 'Unread' })],
      unread: { has_unread: true, unread_count: 1 },
    });
    await waitFor(() => expect(api.callsTo('GET /threads/t1/read')).toHaveLength(1));
    expect(api.callsTo('GET /threads/t1/read')[0]!.query.get('client_ts')).toBe(String(NOON));
    await waitFor(() =>
      expect(props.queryClient.getQueryData(threadQueryKeys.unreadStatus(MIA.id))).toEqual({
        has_unread: false,
        unread_count: 0,
      }),
    );
  });

  it('shows a feed’s pinned messages first, those the first page carries and those pinned live', async () => {
    const welcome = makeMessage(NOON - 86_400_000 * 30, {
      message: 'Welcome, read me',
      pinned_at: '2025-03-01T08:00:00Z',
    });
    const posts = [
      makeMessage(NOON, { message: 'Older post' }),
      makeMessage(NOON + 300_000, { message: 'Newest post' }),
    ];
    const { props } = await renderThread({
      thread: makeThread({ kind: 'feed', is_feed: true, is_private: false }),
      routes: {
        'GET /threads/t1/messages': (call) => {
          const page = pageOf(posts, call.query);
          return { status: 200, body: call.query.has('after') ? page : { ...page, pinned: [welcome] } };
        },
      },
    });
    const pinned = screen.getByRole('region', { name: 'Pinned messages' });
    expect(within(pinned).getByText('Welcome, read me')).toBeInTheDocument();
    expect(within(screen.getByRole('log')).queryByText('Welcome, read me')).not.toBeInTheDocument();

    act(() =>
      props.realtime.emit('private-thread-t1', 'message-updated', {
        thread_id: 't1',
        message_ts: NOON,
        message: { ...posts[0]!, pinned_at: '2025-03-14T14:00:00Z' },
      }),
    );
    expect(
      within(pinned)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Older post'), expect.stringContaining('Welcome, read me')]);
    expect(within(screen.getByRole('log')).queryByText('Older post')).not.toBeInTheDocument();
  });

  it('leaves out the messages of blocked members', async () => {
    await renderThread({
      messages: [
        makeMessage(NOON, { message: 'Blocked one' }),
        makeMessage(NOON + 200_000, { message: 'Ana here', user: ANA }),
      ],
      blocked: [TOM.id],
    });
    expect(screen.queryByText('Blocked one')).not.toBeInTheDocument();
    expect(screen.getByText('Ana here')).toBeInTheDocument();
  });

  it('shows a reply thread’s message on top of its replies', async () => {
    await renderThread({
      thread: makeThread({ id: 'r1', kind: 'reply', parent_message: makeMessage(NOON, { message: 'The question' }) }),
      messages: [makeMessage(NOON + 60_000, { message: 'An answer', message_thread_id: 'r1' })],
    });
    expect(
      within(screen.getByRole('region', { name: 'Replies to this message' })).getByText('The question'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
  });

  it('draws only the rows in view of a long thread', async () => {
    // jsdom lays nothing out: a 600 px list of 72 px rows, as a phone would have.
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
    const many = Array.from({ length: 300 }, (_, i) =>
      makeMessage(NOON - 300 * 120_000 + i * 120_000, { message: `Long ${i}` }),
    );
    // Pages of 60: the first is drawn whole (jsdom draws each row, so a bigger one makes this test slow, not better).
    const { user } = await renderThread({ messages: many, pageSize: VIRTUAL_FROM / 2 });
    expect(document.querySelector('.messaging-list__virtual')).toBeNull();
    // A second page reaches the point where rows out of view are not drawn.
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(document.querySelector('.messaging-list__virtual')).not.toBeNull());
    const drawn = screen.getAllByRole('article').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(VIRTUAL_FROM / 2);
  });
});
