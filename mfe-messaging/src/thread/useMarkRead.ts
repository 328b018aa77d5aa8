import { apiServiceRef, type MessageThread, type ReadResponse } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { patchThread, setUnreadStatus } from '../threads/threadQueries';

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * Marks the thread read up to its newest message from someone else (GET /threads/{id}/read ?client_ts) while the
 * member can see it: the thread's unread marker goes, and the shell's unread badge follows the answer.
 */
export function useMarkRead(thread: MessageThread | undefined, newestTs: number, userId: string): void {
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  const asked = useRef(0);
  const threadId = thread?.id;
  const unread = thread ? thread.is_unread || newestTs > thread.last_message_read_ts : false;

  useEffect(() => {
    if (!threadId || !visible || !unread || newestTs === 0 || newestTs <= asked.current) return;
    asked.current = newestTs;
    api.get<ReadResponse>(`/threads/${encodeURIComponent(threadId)}/read`, { client_ts: newestTs }).then(
      (answer) => {
        setUnreadStatus(queryClient, userId, answer.has_unread);
        patchThread(queryClient, userId, threadId, (current) => ({
          ...current,
          is_unread: false,
          last_message_read_ts: Math.max(current.last_message_read_ts, answer.last_message_read_ts),
        }));
      },
      () => {
        // Not marked: the next message, or coming back to the thread, asks again.
        asked.current = 0;
      },
    );
  }, [api, queryClient, threadId, userId, visible, unread, newestTs]);
}
