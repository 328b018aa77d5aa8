import { apiServiceRef, realtimeServiceRef, type ThreadChannelEvents, type TypingUser } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { patchThread, threadQueries } from '../threads/threadQueries';

/** How long "Mia is typing…" shows after her last typing event. */
export const TYPING_SHOWN_MS = 4000;
/** The member's own typing is told to the thread at most this often. */
export const TYPING_THROTTLE_MS = 3000;

/**
 * The thread-wide live events (its messages are useThreadMessages'): a rename and a change of participants update
 * the thread, and typing events say who is writing, for a few seconds each (never the member, nor someone blocked).
 */
export function useThreadLive({
  threadId,
  channelId,
  userId,
  blocked,
  onRemoved,
}: {
  threadId: string;
  /** The thread's channel (MessageThread.channel_id), once the thread is known; it changes when people leave. */
  channelId: string | undefined;
  userId: string;
  blocked: ReadonlySet<string>;
  /** The member was taken out of the thread (elsewhere, or by someone else). */
  onRemoved?(): void;
}): TypingUser[] {
  const realtime = useService(realtimeServiceRef);
  const queryClient = useQueryClient();
  const listenerId = `mfe-messaging:thread-live:${useId()}`;
  const [typing, setTyping] = useState<TypingUser[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latest = useRef({ blocked, onRemoved });
  useEffect(() => {
    latest.current = { blocked, onRemoved };
  });

  useEffect(() => {
    if (!channelId) return;
    const clocks = timers.current;
    const unsubscribe = realtime.subscribe(channelId, listenerId, (event, data) => {
      if (event === 'typing') {
        const { user } = data as ThreadChannelEvents['typing'];
        if (user.id === userId || latest.current.blocked.has(user.id)) return;
        setTyping((people) => [...people.filter((p) => p.id !== user.id), user]);
        clearTimeout(clocks.get(user.id));
        clocks.set(
          user.id,
          setTimeout(() => {
            clocks.delete(user.id);
            setTyping((people) => people.filter((p) => p.id !== user.id));
          }, TYPING_SHOWN_MS),
        );
      } else if (event === 'message-created') {
        // Whoever sent a message has stopped typing it.
        const sender = (data as ThreadChannelEvents['message-created']).message.user?.id;
        if (sender) setTyping((people) => people.filter((p) => p.id !== sender));
      } else if (event === 'thread-renamed') {
        const { title } = data as ThreadChannelEvents['thread-renamed'];
        patchThread(queryClient, userId, threadId, (thread) => ({ ...thread, title, has_been_renamed: true }));
      } else if (event === 'participants-changed') {
        const change = data as ThreadChannelEvents['participants-changed'];
        patchThread(queryClient, userId, threadId, (thread) => ({
          ...thread,
          total_count_participants: change.total_count_participants,
        }));
        if (change.removed_ids.includes(userId)) {
          latest.current.onRemoved?.();
          return;
        }
        // The title of an unrenamed chat is its people's names: ask the thread again, and its list of people.
        void queryClient.invalidateQueries({ queryKey: threadQueries.threadOf(userId, threadId) });
        void queryClient.invalidateQueries({ queryKey: threadQueries.participantsOf(userId, threadId) });
      }
    });
    return () => {
      unsubscribe();
      for (const timer of clocks.values()) clearTimeout(timer);
      clocks.clear();
    };
  }, [realtime, channelId, threadId, userId, listenerId, queryClient]);

  return typing;
}

/** POST /threads/{id}/typing, at most once per TYPING_THROTTLE_MS; a failure only means nobody sees it. */
export function useSendTyping(threadId: string): () => void {
  const api = useService(apiServiceRef);
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_THROTTLE_MS) return;
    last.current = now;
    api.post(`/threads/${encodeURIComponent(threadId)}/typing`).catch(() => undefined);
  }, [api, threadId]);
}
