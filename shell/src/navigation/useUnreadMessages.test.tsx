import { type StrideParcelContext } from '@stride/shared';
import { userChannel } from '@stride/shared/messaging';
import { fakeRealtime } from '@stride/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { fakeFetch, testApiClient, testConfig, testParcelContext, testUser } from '../testing/testServices';
import { AppChrome } from './AppChrome';

const member = testUser({ subscriberUuid: '5d1f0c3e-0000-4000-8000-000000000001' });
const memberCredentials = () => ({ email: member.email, token: 't' });

async function renderSignedIn(unread: boolean) {
  const realtime = fakeRealtime();
  const { fetch, calls } = fakeFetch({
    'GET /api/threads/unread_status': [200, { has_unread: unread, unread_count: unread ? 1 : 0 }],
  });
  const base = await testParcelContext();
  const context: StrideParcelContext = {
    ...base,
    realtime,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    session: { status: 'authenticated', user: member, email: member.email, token: 't' },
    api: testApiClient(fetch, memberCredentials),
  };
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  render(
    <AppChrome context={context}>
      <main />
    </AppChrome>,
  );
  return { realtime, calls };
}

describe('the unread messages badge', () => {
  it('marks Messages while the member has unread messages', async () => {
    await renderSignedIn(true);
    expect(await screen.findByRole('status', { name: 'Unread messages' })).toBeInTheDocument();
  });

  it('clears and returns live from the member channel, without asking again', async () => {
    const { realtime, calls } = await renderSignedIn(true);
    await screen.findByRole('status', { name: 'Unread messages' });
    const channel = userChannel(member.subscriberUuid as string);
    act(() =>
      realtime.emit(channel, 'unread-changed', { has_unread: false, unread_count: 0, thread_id: 't1', message_ts: 5 }),
    );
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Unread messages' })).toBeNull());
    act(() =>
      realtime.emit(channel, 'unread-changed', { has_unread: true, unread_count: 1, thread_id: 't1', message_ts: 6 }),
    );
    expect(await screen.findByRole('status', { name: 'Unread messages' })).toBeInTheDocument();
    // Asked once (the subscription took while the first ask was on its way), not per event.
    expect(calls.filter((c) => c.url.includes('unread_status'))).toHaveLength(1);
  });

  it('asks again after a reconnect, when events may have been missed', async () => {
    const { realtime, calls } = await renderSignedIn(false);
    await act(async () => {
      await Promise.resolve();
    });
    act(() => realtime.reconnect());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(calls.filter((c) => c.url.includes('unread_status')).length).toBe(2);
  });

  it('asks nothing and listens to nothing in an app without messaging', async () => {
    const base = await testParcelContext();
    const realtime = fakeRealtime();
    const { fetch, calls } = fakeFetch({
      'GET /api/threads/unread_status': [200, { has_unread: true, unread_count: 1 }],
    });
    const config = testConfig();
    render(
      <AppChrome
        context={{
          ...base,
          realtime,
          appConfig: { ...config, messaging: { ...config.messaging, enabled: false } },
          session: { status: 'authenticated', user: member, email: member.email, token: 't' },
          api: testApiClient(fetch, memberCredentials),
        }}
      >
        <main />
      </AppChrome>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(calls).toHaveLength(0);
    expect(realtime.channels()).toEqual([]);
  });

  it('shows no badge and listens to nothing for a guest', async () => {
    const base = await testParcelContext();
    render(
      <AppChrome context={base}>
        <main />
      </AppChrome>,
    );
    expect(screen.queryByRole('status', { name: 'Unread messages' })).toBeNull();
    expect((base.realtime as ReturnType<typeof fakeRealtime>).channels()).toEqual([]);
  });
});
