import { ApiClient, threadQueryKeys, type ThreadListResponse } from '@stride/shared';
import { makeMessage } from '@stride/shared/testing';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { NOON, makeThread } from '../testing/threadFixtures';
import {
  bumpThread,
  patchThread,
  removeThread,
  setUnreadStatus,
  threadQueries,
  type ThreadListCursor,
} from './threadQueries';

const api = {} as ApiClient;
type Pages = InfiniteData<ThreadListResponse, ThreadListCursor | null>;

function listed(queryClient: QueryClient) {
  return queryClient
    .getQueryData<Pages>(threadQueries.list(api, 'u1', 'chats').queryKey)!
    .pages.flatMap((p) => p.threads.map((t) => `${t.id}:${t.title}`));
}

function primed() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<Pages>(threadQueries.list(api, 'u1', 'chats').queryKey, {
    pageParams: [null],
    pages: [{ threads: [makeThread({ id: 'a', title: 'A' }), makeThread({ id: 'b', title: 'B' })], has_more: false }],
  });
  queryClient.setQueryData(threadQueries.threadOf('u1', 'b'), makeThread({ id: 'b', title: 'B' }));
  return queryClient;
}

describe('thread queries', () => {
  it('keys everything under the member, where the shell’s unread badge key also lives', () => {
    expect(threadQueries.list(api, 'u1', 'feeds').queryKey.slice(0, 3)).toEqual([...threadQueryKeys.all, 'u1']);
    expect(threadQueries.thread(api, 'u1', 't').queryKey).toEqual(threadQueries.threadOf('u1', 't'));
  });

  it('asks the next page of a list before its oldest activity, leaving out the threads at that time', () => {
    const { getNextPageParam } = threadQueries.list(api, 'u1', 'chats');
    const page = (has_more: boolean, ...ts: number[]): ThreadListResponse => ({
      threads: ts.map((t, i) => makeThread({ id: `t${t}-${i}`, latest_message_ts: t, latest_message: makeMessage(t) })),
      has_more,
    });
    const pages = [page(true, NOON + 2, NOON, NOON)];
    expect(getNextPageParam(pages[0]!, pages, null, [null])).toEqual({
      before: NOON + 1,
      except_ids: [`t${NOON}-1`, `t${NOON}-2`],
    });
    expect(getNextPageParam(page(false, 1), [page(false, 1)], null, [null])).toBeUndefined();
  });

  it('patches a thread in its own query and in every list', () => {
    const queryClient = primed();
    patchThread(queryClient, 'u1', 'b', (t) => ({ ...t, title: 'Renamed' }));
    expect(listed(queryClient)).toEqual(['a:A', 'b:Renamed']);
    expect(queryClient.getQueryData(threadQueries.threadOf('u1', 'b'))).toMatchObject({ title: 'Renamed' });
  });

  it('moves a thread with news to the top, and says when no list holds it', () => {
    const queryClient = primed();
    expect(bumpThread(queryClient, 'u1', makeThread({ id: 'b', title: 'B2' }))).toBe(true);
    expect(listed(queryClient)).toEqual(['b:B2', 'a:A']);
    expect(bumpThread(queryClient, 'u1', makeThread({ id: 'zz' }))).toBe(false);
  });

  it('removes a thread the member left from the lists and its query', () => {
    const queryClient = primed();
    removeThread(queryClient, 'u1', 'b');
    expect(listed(queryClient)).toEqual(['a:A']);
    expect(queryClient.getQueryData(threadQueries.threadOf('u1', 'b'))).toBeUndefined();
  });

  it('sets the unread badge from a read answer, never counting up', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(threadQueryKeys.unreadStatus('u1'), { has_unread: true, unread_count: 3 });
    setUnreadStatus(queryClient, 'u1', true);
    expect(queryClient.getQueryData(threadQueryKeys.unreadStatus('u1'))).toEqual({ has_unread: true, unread_count: 2 });
    setUnreadStatus(queryClient, 'u1', false);
    expect(queryClient.getQueryData(threadQueryKeys.unreadStatus('u1'))).toEqual({
      has_unread: false,
      unread_count: 0,
    });
  });
});
