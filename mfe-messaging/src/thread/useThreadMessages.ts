import {
  apiServiceRef,
  ApiError,
  realtimeServiceRef,
  type Message,
  type MessageActionResponse,
  type MessagesResponse,
  type MessageThread,
  type OutgoingMessage,
  type ThreadChannelEvents,
} from '@stride/shared';
import { MESSAGES_PAGE_SIZE, ThreadCatchUp, mergeMessages } from '@stride/shared/messaging';
import { useService } from '@stride/shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { patchThread, threadQueries } from '../threads/threadQueries';
import { withPin } from './messageRows';

interface State {
  status: 'loading' | 'error' | 'ready';
  /** Stored messages, by message_ts. */
  messages: Message[];
  /** The member's own messages on their way or failed (spec §4 send statuses), in the order sent. */
  pending: Message[];
  /** A feed's pinned messages (the first page's `pinned`, then as pins change), newest pin first. */
  pinned: Message[];
  /** How many older messages the server has before the first one here. */
  olderRemaining: number;
  /** Newer messages follow `afterCursor` on the server (a page fetched with `after` said so). */
  hasMoreAfter: boolean;
  /** The newest ts of the pages fetched in one run from the first: where `after` continues. */
  afterCursor: number;
}

type Action =
  | { type: 'retry' }
  | { type: 'loaded'; page: MessagesResponse }
  | { type: 'refreshed'; page: MessagesResponse }
  | { type: 'failed' }
  | { type: 'older'; page: MessagesResponse }
  | { type: 'newer'; page: MessagesResponse }
  | { type: 'arrived'; messages: Message[] }
  | { type: 'updated'; message: Message }
  | { type: 'deleted'; ts: number }
  | { type: 'restored'; message: Message }
  | { type: 'reacted'; ts: number; reactionCount: number }
  | { type: 'queued'; messages: Message[] }
  | { type: 'sent'; clientIds: string[]; stored: Message[] }
  | { type: 'sendFailed'; clientIds: string[] }
  | { type: 'resending'; clientIds: string[] };

const INITIAL: State = {
  status: 'loading',
  messages: [],
  pending: [],
  pinned: [],
  olderRemaining: 0,
  hasMoreAfter: false,
  afterCursor: 0,
};

const newestTs = (messages: readonly Message[]) => messages[messages.length - 1]?.message_ts ?? 0;

/** Drops the pending copies that came back stored (by the sender's client_id). */
function withoutDelivered(pending: Message[], stored: readonly Message[]): Message[] {
  const delivered = new Set(stored.map((m) => m.client_id).filter(Boolean));
  return pending.filter((m) => !delivered.has(m.client_id));
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'retry':
      return { ...state, status: 'loading' };
    case 'loaded':
      return {
        ...state,
        status: 'ready',
        messages: mergeMessages(state.messages, action.page.messages),
        pinned: action.page.pinned ?? state.pinned,
        olderRemaining: action.page.remaining_messages,
        hasMoreAfter: action.page.has_more_after,
        afterCursor: newestTs(action.page.messages),
      };
    case 'refreshed': {
      // The newest page as it is now: what it covers is replaced (deleted messages go, edits and likes show), the
      // older pages the member scrolled through stay.
      const from = action.page.messages[0]?.message_ts ?? Infinity;
      return {
        ...state,
        messages: mergeMessages(
          state.messages.filter((m) => m.message_ts < from),
          action.page.messages,
        ),
        pinned: action.page.pinned ?? state.pinned,
      };
    }
    case 'failed':
      return { ...state, status: 'error' };
    case 'older':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.page.messages),
        olderRemaining: action.page.remaining_messages,
      };
    case 'newer':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.page.messages),
        hasMoreAfter: action.page.has_more_after,
        afterCursor: Math.max(state.afterCursor, newestTs(action.page.messages)),
      };
    case 'arrived':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        pending: withoutDelivered(state.pending, action.messages),
      };
    case 'updated': {
      const shown = state.messages.some((m) => m.message_ts === action.message.message_ts);
      return {
        ...state,
        messages: shown ? mergeMessages(state.messages, [action.message]) : state.messages,
        pinned: withPin(state.pinned, action.message),
      };
    }
    case 'deleted':
      return {
        ...state,
        messages: state.messages.filter((m) => m.message_ts !== action.ts),
        pinned: state.pinned.filter((m) => m.message_ts !== action.ts),
      };
    case 'restored':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pinned: action.message.pinned_at ? withPin(state.pinned, action.message) : state.pinned,
      };
    case 'reacted': {
      const count = (m: Message) =>
        m.message_ts === action.ts ? { ...m, reaction_count: Math.max(0, action.reactionCount) } : m;
      return { ...state, messages: state.messages.map(count), pinned: state.pinned.map(count) };
    }
    case 'queued':
      return { ...state, pending: [...state.pending, ...action.messages] };
    case 'sent':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.stored),
        pending: state.pending.filter((m) => !action.clientIds.includes(m.client_id ?? '')),
      };
    case 'sendFailed':
    case 'resending': {
      const status = action.type === 'sendFailed' ? 'error' : 'sending';
      return {
        ...state,
        pending: state.pending.map((m) => (action.clientIds.includes(m.client_id ?? '') ? { ...m, status } : m)),
      };
    }
  }
}

export interface ThreadMessages extends State {
  retry(): void;
  loadOlder(): Promise<void>;
  loadNewer(): Promise<void>;
  /** Sends with an optimistic copy of each message; the copies show sending, then go (or show error). */
  send(outgoing: OutgoingMessage[], optimistic: Message[]): Promise<void>;
  /** Sends a failed message again, with the same client_id (the server stores it once). */
  resend(clientId: string): Promise<void>;
  /** Likes or unlikes: the count moves at once and the member's liked list with it; undone on failure (thrown). */
  react(message: Message, like: boolean): Promise<void>;
  /** Removes locally first, then asks the server; on failure the message is back and the error thrown. */
  remove(message: Message): Promise<void>;
  pin(message: Message, pinned: boolean): Promise<void>;
}

const messagesPath = (threadId: string) => `/threads/${encodeURIComponent(threadId)}/messages`;

/**
 * One thread's messages, live: the newest page first, older (`before`) and newer (`after`) pages on demand, and the
 * thread's realtime channel with ThreadCatchUp, so after every (re)subscription what was missed is fetched and
 * each message shows once. Sends, likes, deletes and pins change the list at once (spec §4) and follow the server.
 * Mount it under a `key` of the thread id: one hook instance is one thread.
 */
export function useThreadMessages({
  threadId,
  channelId,
  userId,
  pageSize = MESSAGES_PAGE_SIZE,
}: {
  threadId: string;
  /** The thread's channel (MessageThread.channel_id): a new one, when people leave, is subscribed and caught up. */
  channelId: string | undefined;
  userId: string;
  pageSize?: number;
}): ThreadMessages {
  const api = useService(apiServiceRef);
  const realtime = useService(realtimeServiceRef);
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reducer, INITIAL);
  // Callbacks and the subscription read the latest state without re-subscribing on every change.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const [attempt, setAttempt] = useState(0);
  const catchUpRef = useRef<ThreadCatchUp | null>(null);
  const outgoingRef = useRef(new Map<string, OutgoingMessage>());
  const listenerId = `mfe-messaging:thread:${useId()}`;
  const path = messagesPath(threadId);
  const ready = state.status === 'ready';

  useEffect(() => {
    let current = true;
    api.get<MessagesResponse>(path, { limit: pageSize }).then(
      (page) => current && dispatch({ type: 'loaded', page }),
      () => current && dispatch({ type: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, path, pageSize, attempt]);

  // The latest message moves with the list: the thread (and the inbox row) show the newest one there is.
  const followLatest = useCallback(
    (messages: readonly Message[]) => {
      const newest = messages[messages.length - 1];
      if (!newest) return;
      patchThread(queryClient, userId, threadId, (thread) =>
        (thread.latest_message_ts ?? 0) >= newest.message_ts
          ? thread
          : {
              ...thread,
              latest_message: newest,
              latest_message_ts: newest.message_ts,
              message_count: thread.message_count + messages.length,
            },
      );
    },
    [queryClient, threadId, userId],
  );

  // Subscribes once the first page is in: the catch-up then fetches after its newest message, so nothing between
  // that answer and the subscription is lost.
  useEffect(() => {
    if (!ready || !channelId) return;
    const catchUp = new ThreadCatchUp({
      lastTs: newestTs(stateRef.current.messages),
      fetchAfter: async (ts) => {
        const missed: Message[] = [];
        for (let after = ts; ;) {
          const page = await api.get<MessagesResponse>(path, { after, limit: pageSize });
          missed.push(...page.messages);
          if (!page.has_more_after || page.messages.length === 0) return missed;
          after = newestTs(page.messages);
        }
      },
      deliver: (messages) => {
        dispatch({ type: 'arrived', messages });
        followLatest(messages);
      },
    });
    catchUp.markSeen(stateRef.current.messages);
    catchUpRef.current = catchUp;
    let subscriptions = 0;
    const unsubscribe = realtime.subscribe(
      channelId,
      listenerId,
      (event, data) => {
        if (event === 'message-created') {
          catchUp.live((data as ThreadChannelEvents['message-created']).message);
        } else if (event === 'message-updated') {
          dispatch({ type: 'updated', message: (data as ThreadChannelEvents['message-updated']).message });
        } else if (event === 'message-deleted') {
          dispatch({ type: 'deleted', ts: (data as ThreadChannelEvents['message-deleted']).message_ts });
        } else if (event === 'message-reacted') {
          const reacted = data as ThreadChannelEvents['message-reacted'];
          dispatch({ type: 'reacted', ts: reacted.message_ts, reactionCount: reacted.reaction_count });
        }
      },
      () => {
        void catchUp.caughtUp();
        // After a reconnect, what changed while it was down (deletions, edits, likes, pins, the title) is asked again.
        if (subscriptions++ === 0) return;
        void queryClient.invalidateQueries({ queryKey: threadQueries.threadOf(userId, threadId) });
        api.get<MessagesResponse>(path, { limit: pageSize }).then(
          (page) => dispatch({ type: 'refreshed', page }),
          () => undefined,
        );
      },
    );
    return () => {
      unsubscribe();
      catchUpRef.current = null;
    };
  }, [ready, channelId, api, path, pageSize, realtime, threadId, listenerId, followLatest, queryClient, userId]);

  const retry = useCallback(() => {
    dispatch({ type: 'retry' });
    setAttempt((n) => n + 1);
  }, []);

  const loadOlder = useCallback(async () => {
    const first = stateRef.current.messages[0];
    if (!first || stateRef.current.olderRemaining === 0) return;
    const page = await api.get<MessagesResponse>(path, { before: first.message_ts, limit: pageSize });
    catchUpRef.current?.markSeen(page.messages);
    dispatch({ type: 'older', page });
  }, [api, path, pageSize]);

  const loadNewer = useCallback(async () => {
    if (!stateRef.current.hasMoreAfter) return;
    const page = await api.get<MessagesResponse>(path, { after: stateRef.current.afterCursor, limit: pageSize });
    catchUpRef.current?.markSeen(page.messages);
    dispatch({ type: 'newer', page });
  }, [api, path, pageSize]);

  const post = useCallback(
    (outgoing: OutgoingMessage[]) =>
      api.post<{ messages: Message[] }>(path, { data: { type: 'send', messages: outgoing } }),
    [api, path],
  );

  const deliverSent = useCallback(
    (clientIds: string[], stored: Message[]) => {
      for (const id of clientIds) outgoingRef.current.delete(id);
      catchUpRef.current?.markSeen(stored);
      dispatch({ type: 'sent', clientIds, stored });
      followLatest(stored);
    },
    [followLatest],
  );

  // A send refused outright (blocked, no longer allowed to post): the thread is asked again, so its composer gives
  // way to the reason instead of offering a retry that cannot succeed.
  const refused = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 403)
        void queryClient.invalidateQueries({ queryKey: threadQueries.threadOf(userId, threadId) });
    },
    [queryClient, userId, threadId],
  );

  const send = useCallback(
    async (outgoing: OutgoingMessage[], optimistic: Message[]) => {
      const clientIds = outgoing.map((m) => m.client_id);
      for (const message of outgoing) outgoingRef.current.set(message.client_id, message);
      dispatch({ type: 'queued', messages: optimistic });
      try {
        deliverSent(clientIds, (await post(outgoing)).messages);
      } catch (error) {
        dispatch({ type: 'sendFailed', clientIds });
        refused(error);
      }
    },
    [post, deliverSent, refused],
  );

  const resend = useCallback(
    async (clientId: string) => {
      const outgoing = outgoingRef.current.get(clientId);
      if (!outgoing) return;
      dispatch({ type: 'resending', clientIds: [clientId] });
      try {
        deliverSent([clientId], (await post([outgoing])).messages);
      } catch (error) {
        dispatch({ type: 'sendFailed', clientIds: [clientId] });
        refused(error);
      }
    },
    [post, deliverSent, refused],
  );

  const setLiked = useCallback(
    (ts: number, like: boolean) =>
      patchThread(queryClient, userId, threadId, (thread: MessageThread) =>
        thread.me
          ? {
              ...thread,
              me: {
                ...thread.me,
                liked_messages: like
                  ? [...new Set([...thread.me.liked_messages, ts])]
                  : thread.me.liked_messages.filter((liked) => liked !== ts),
              },
            }
          : thread,
      ),
    [queryClient, threadId, userId],
  );

  const react = useCallback(
    async (message: Message, like: boolean) => {
      const ts = message.message_ts;
      const before = message.reaction_count;
      dispatch({ type: 'reacted', ts, reactionCount: before + (like ? 1 : -1) });
      setLiked(ts, like);
      try {
        const answer = await api.post<MessageActionResponse>(path, {
          data: { type: 'react', message_ts: ts, action: like ? 'like' : 'unlike' },
        });
        if ('reaction_count' in answer) dispatch({ type: 'reacted', ts, reactionCount: answer.reaction_count });
        // A like joins an open thread the member only read so far: their participation (and liked list) is asked.
        const key = threadQueries.threadOf(userId, threadId);
        if (!queryClient.getQueryData<MessageThread>(key)?.me) void queryClient.invalidateQueries({ queryKey: key });
      } catch (error) {
        dispatch({ type: 'reacted', ts, reactionCount: before });
        setLiked(ts, !like);
        throw error;
      }
    },
    [api, path, setLiked, queryClient, threadId, userId],
  );

  const remove = useCallback(
    async (message: Message) => {
      const ts = message.message_ts;
      dispatch({ type: 'deleted', ts });
      // Spec §4: deleting the latest message makes the newest remaining one the latest.
      const remaining = stateRef.current.messages.filter((m) => m.message_ts !== ts);
      patchThread(queryClient, userId, threadId, (thread) =>
        thread.latest_message_ts === ts
          ? {
              ...thread,
              latest_message: remaining[remaining.length - 1] ?? null,
              latest_message_ts: newestTs(remaining) || null,
              message_count: Math.max(0, thread.message_count - 1),
            }
          : { ...thread, message_count: Math.max(0, thread.message_count - 1) },
      );
      try {
        await api.post<MessageActionResponse>(path, { data: { type: 'delete', message_ts: ts } });
      } catch (error) {
        dispatch({ type: 'restored', message });
        patchThread(queryClient, userId, threadId, (thread) =>
          (thread.latest_message_ts ?? 0) <= ts
            ? {
                ...thread,
                latest_message: message,
                latest_message_ts: ts,
                message_count: thread.message_count + 1,
              }
            : { ...thread, message_count: thread.message_count + 1 },
        );
        throw error;
      }
    },
    [api, path, queryClient, threadId, userId],
  );

  const pin = useCallback(
    async (message: Message, pinned: boolean) => {
      const answer = await api.put<{ message: Message }>(`/threads/${encodeURIComponent(threadId)}/pin`, {
        pinned,
        message_ts: message.message_ts,
      });
      dispatch({ type: 'updated', message: answer.message });
    },
    [api, threadId],
  );

  return { ...state, retry, loadOlder, loadNewer, send, resend, react, remove, pin };
}
