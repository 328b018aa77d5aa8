import type { MessageThread, ThreadListResponse } from '@stride/shared';
import { GUEST, makeConfig, makeMessage, makeUser, renderInParcel } from '@stride/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagingApi, messagingProps, type Answer } from '../testing/messagingApi';
import { MIA, NOON, TOM, makeThread, pageOf } from '../testing/threadFixtures';
import { MessagesScreen } from './MessagesScreen';

const chat = makeThread({
  id: 't1',
  title: 'Tom Trainer',
  is_unread: true,
  latest_message: makeMessage(NOON, { message: 'See you at &lt;7&gt;' }),
  latest_message_ts: NOON,
});
const group = makeThread({
  id: 't2',
  title: 'Run club',
  has_been_renamed: true,
  total_count_participants: 4,
  latest_message: makeMessage(NOON - 1000, { message_thread_id: 't2', message: 'Done', user: MIA }),
  latest_message_ts: NOON - 1000,
});
const feed = makeThread({
  id: 'f1',
  kind: 'feed',
  is_feed: true,
  is_private: false,
  title: 'Announcements',
  latest_message: makeMessage(NOON, { message_thread_id: 'f1', message: '', image_urls: ['/p.png'] }),
  latest_message_ts: NOON,
});

/** A preview line: the name and the words each isolated, so they keep their own direction in any language. */
function isolated(name: string, text: string): string {
  return `\u2068${name}\u2069: \u2068${text}\u2069`;
}

function list(threads: MessageThread[], hasMore = false): { status: number; body: ThreadListResponse } {
  return { status: 200, body: { threads, has_more: hasMore } };
}

async function renderScreen({
  path = '/me/messages',
  search = '',
  routes = {},
  width = 375,
  config,
}: {
  path?: string;
  search?: string;
  routes?: Record<string, Answer>;
  width?: number;
  config?: ReturnType<typeof makeConfig>;
} = {}) {
  window.innerWidth = width;
  const api = messagingApi({
    'GET /threads': (call) => (call.query.get('type') === 'feeds' ? list([feed]) : list([chat, group])),
    'GET /threads/t1': { status: 200, body: { thread: chat } },
    'GET /threads/t1/messages': (call) => ({
      status: 200,
      body: pageOf([makeMessage(NOON, { message: 'In the thread' })], call.query),
    }),
    'GET /threads/t1/read': { status: 200, body: { last_message_read_ts: NOON, has_unread: false } },
    ...routes,
  });
  const props = await messagingProps(api, { location: { pathname: path, search }, config });
  renderInParcel(<MessagesScreen path={path} />, props);
  return { api, props, user: userEvent.setup() };
}

describe('MessagesScreen', () => {
  it('asks a guest to log in and opens the auth modal for them', async () => {
    const api = messagingApi({});
    const props = await messagingProps(api, { session: GUEST });
    renderInParcel(<MessagesScreen path="/me/messages" />, props);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
    expect(api.calls).toHaveLength(0);
  });

  it('waits while the session is still being checked', async () => {
    const props = await messagingProps(messagingApi({}), { session: { status: 'unchecked', user: null } });
    renderInParcel(<MessagesScreen path="/me/messages" />, props);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says "Messaging not available on this app" where messaging is off', async () => {
    const config = makeConfig();
    const { api } = await renderScreen({ config: { ...config, messaging: { ...config.messaging, enabled: false } } });
    expect(screen.getByRole('alert')).toHaveTextContent('Messaging not available on this app');
    expect(api.calls).toHaveLength(0);
  });

  it('lists the member’s chats with their latest message, time and unread marker, under one heading', async () => {
    await renderScreen();
    const toolbar = screen.getByRole('banner');
    expect(within(toolbar).getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/me/messages/t1', '/me/messages/t2']);
    expect(rows[0]).toHaveTextContent('Tom Trainer');
    expect(rows[0]).toHaveTextContent(isolated('Tom Trainer', 'See you at <7>'));
    expect(rows[0]).toHaveTextContent('Unread');
    expect(within(rows[0]!).getByRole('time')).toHaveAttribute('datetime', new Date(NOON).toISOString());
    expect(rows[1]).toHaveTextContent('You: \u2068Done\u2069');
    expect(rows[1]).not.toHaveTextContent('Unread');
  });

  it('shows feeds in their own tab, reachable with the arrow keys', async () => {
    const { user, api } = await renderScreen();
    await screen.findAllByRole('link');
    screen.getByRole('tab', { name: 'Chats' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Feeds' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Feeds' })).toHaveFocus();
    expect(await screen.findByText('Announcements')).toBeInTheDocument();
    expect(screen.getByText(isolated('Tom Trainer', 'Photo'))).toBeInTheDocument();
    expect(api.callsTo('GET /threads').map((c) => c.query.get('type'))).toEqual(['chats', 'feeds']);
  });

  it('pages back with before=, leaving out the threads at that time already shown', async () => {
    const older = makeThread({
      id: 't3',
      title: 'Older',
      latest_message_ts: NOON - 5000,
      latest_message: makeMessage(NOON - 5000),
    });
    const { user, api } = await renderScreen({
      routes: { 'GET /threads': (call) => (call.query.get('before') ? list([older]) : list([chat, group], true)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Show older conversations' }));
    expect(await screen.findByText('Older')).toBeInTheDocument();
    const next = api.callsTo('GET /threads')[1]!;
    expect(next.query.get('before')).toBe(String(NOON - 1000 + 1));
    expect(next.query.get('except_ids')).toBe('t2');
  });

  it('moves a thread with a new message to the top, live, with its unread marker', async () => {
    const { props } = await renderScreen();
    await screen.findAllByRole('link');
    act(() =>
      props.realtime.emit(`private-user-${makeUser().subscriberUuid}`, 'thread-activity', {
        thread_id: 't2',
        message_ts: NOON + 5000,
        latest_message: makeMessage(NOON + 5000, { message_thread_id: 't2', message: 'New in the club', user: TOM }),
        is_unread: true,
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/me/messages/t2'));
    const rows = screen.getAllByRole('link');
    expect(rows[0]).toHaveTextContent(isolated('Tom Trainer', 'New in the club'));
    expect(rows[0]).toHaveTextContent('Unread');
  });

  it('on a phone, shows the open thread alone with its title, people and menu in the toolbar', async () => {
    await renderScreen({ path: '/me/messages/t1' });
    expect(await screen.findByText('In the thread')).toBeInTheDocument();
    const toolbar = screen.getByRole('banner');
    expect(within(toolbar).getByRole('heading', { level: 1, name: 'Tom Trainer' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: '2 people' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Conversation options' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('from 992 px wide, shows the inbox beside the thread picked with ?thread=', async () => {
    await renderScreen({ search: '?thread=t1', width: 1280 });
    expect(await screen.findByText('In the thread')).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Tom Trainer/ })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('from 992 px wide, asks to pick a conversation while none is open', async () => {
    await renderScreen({ width: 1280 });
    expect(screen.getByText('Pick a conversation to read it here.')).toBeInTheDocument();
  });

  it('opens a page’s comments from ?page_id=, in place of this entry', async () => {
    const { props, api } = await renderScreen({
      search: '?page_id=p1',
      routes: { 'GET /threads/resolve': { status: 200, body: { thread_id: 'c9' } } },
    });
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/me/messages/c9', { replace: true }));
    expect(api.callsTo('GET /threads/resolve')[0]!.query.get('page_id')).toBe('p1');
  });

  it('says when a page has no comments to open', async () => {
    await renderScreen({
      search: '?page_id=p1',
      routes: { 'GET /threads/resolve': { status: 200, body: { thread_id: null } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Comments are not available for this page.');
  });

  it('starts a new message from the inbox', async () => {
    const { user, props } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'New message' }));
    expect(props.navigate).toHaveBeenCalledWith('/me/messages/new');
  });

  it('shows the new conversation screen at /me/messages/new', async () => {
    await renderScreen({
      path: '/me/messages/new',
      routes: { 'GET /subscribers': { status: 200, body: { subscribers: [] } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New message' })).toBeInTheDocument();
  });
});
