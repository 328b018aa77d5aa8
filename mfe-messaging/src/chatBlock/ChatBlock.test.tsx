import { GUEST, makeConfig, makeMessage, renderInParcel } from '@stride/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagingApi, messagingProps } from '../testing/messagingApi';
import { NOON, makeThread, pageOf } from '../testing/threadFixtures';
import { ChatBlock } from './ChatBlock';

const messages = [makeMessage(NOON, { message: 'Welcome to the lounge' })];

function loungeApi() {
  return messagingApi({
    'GET /threads/t1': { status: 200, body: { thread: makeThread({ title: 'Lounge' }) } },
    'GET /threads/t1/messages': (call) => ({ status: 200, body: pageOf(messages, call.query) }),
    'GET /threads/t1/read': { status: 200, body: { last_message_read_ts: NOON, has_unread: false } },
  });
}

describe('ChatBlock', () => {
  it('shows a member the thread inline, with its newest messages and a composer', async () => {
    const api = loungeApi();
    const props = await messagingProps(api);
    renderInParcel(<ChatBlock block={{ id: 'b1', type: 'chat', thread_id: 't1', title: 'Lounge chat' }} />, props);
    expect(screen.getByRole('region', { name: 'Lounge chat' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome to the lounge')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(api.callsTo('GET /threads/t1/messages')[0]!.query.get('limit')).toBe('20');
    await userEvent.click(screen.getByRole('button', { name: 'Open in Messages' }));
    expect(props.navigate).toHaveBeenCalledWith('/me/messages/t1');
  });

  it('asks a guest to log in to chat', async () => {
    const api = loungeApi();
    const props = await messagingProps(api, { session: GUEST });
    renderInParcel(<ChatBlock block={{ id: 'b1', type: 'chat', thread_id: 't1' }} />, props);
    await userEvent.click(screen.getByRole('button', { name: 'Log in to chat' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
    expect(api.calls).toHaveLength(0);
  });

  it('says so when the app has no messaging, or the block names no thread', async () => {
    const config = makeConfig();
    const props = await messagingProps(messagingApi({}), {
      config: { ...config, messaging: { ...config.messaging, enabled: false } },
    });
    const { unmount } = renderInParcel(<ChatBlock block={{ id: 'b1', type: 'chat', thread_id: 't1' }} />, props);
    expect(screen.getByText('Messaging not available on this app')).toBeInTheDocument();
    unmount();
    renderInParcel(<ChatBlock block={{ id: 'b2', type: 'chat' }} />, await messagingProps(messagingApi({})));
    expect(screen.getByText('This chat is not available.')).toBeInTheDocument();
  });
});
