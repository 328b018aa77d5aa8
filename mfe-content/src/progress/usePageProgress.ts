import { useService } from '@stride/shared/react';
import {
  apiServiceRef,
  busServiceRef,
  queryClientServiceRef,
  contentQueryKeys,
  type PageSubscribeRequest,
} from '@stride/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { useAccess } from '../access/useAccess';
import type { PageState } from '../page/PageState';
import type { ProgressTaskContext } from './progressTasks';
import { useMemberData } from './useMemberData';

export type ProgressTask = 'complete' | 'start' | 'leave' | 'bookmark';

export interface PageProgress {
  /** The task under way, if any (its control is disabled meanwhile). */
  pending: ProgressTask | null;
  /** The message of the last failure, shown as an alert. */
  error: string | null;
  toggleComplete(): Promise<void>;
  start(options?: PageSubscribeRequest): Promise<void>;
  leave(): Promise<void>;
  toggleBookmark(): Promise<void>;
}

// The tasks' work is a chunk of its own, fetched once a control that runs one is drawn: the controls are
// part of a page's first paint, the work only follows a press.
const loadTasks = () => import('./progressTasks');

/**
 * The member's progress actions on the shown page (spec §4): complete/uncomplete and bookmark change the
 * member's lists at once and roll back on failure; start and leave change them when the API answers. A
 * guest is asked to log in instead. Every change refreshes my content; start and leave also refresh page
 * data, whose drip locks depend on the start.
 */
export function usePageProgress(state: PageState): PageProgress {
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  const queryClient = useService(queryClientServiceRef);
  const { store } = useAccess();
  const member = useMemberData();
  const { t } = useTranslation(definition.i18nNamespace);
  const [pending, setPending] = useState<ProgressTask | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Fetched ahead of a press; if this fails, the press fetches it again and reports a failure.
    void loadTasks().catch(() => undefined);
  }, []);

  const run = async (
    task: ProgressTask,
    failure: string | null,
    work: (tasks: Awaited<ReturnType<typeof loadTasks>>, context: ProgressTaskContext) => Promise<void>,
  ) => {
    if (member.userId === null) {
      bus.emit('modal:open', { modal: 'auth' });
      return;
    }
    // The page as it was when pressed: the task works on that, whatever renders meanwhile.
    const context = { api, queryClient, store, member, state };
    setPending(task);
    setError(null);
    try {
      await work(await loadTasks(), context);
    } catch (cause) {
      console.error(`Could not ${task} ${state.page.id}`, cause);
      if (failure) setError(failure);
    } finally {
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: contentQueryKeys.myContent() });
    }
  };

  return {
    pending,
    error,
    toggleComplete: () => run('complete', t('failedToMarkComplete'), (tasks, context) => tasks.toggleComplete(context)),
    start: (options = {}) => run('start', t('failedToStart'), (tasks, context) => tasks.start(context, options)),
    leave: () => run('leave', t('failedToLeave'), (tasks, context) => tasks.leave(context)),
    toggleBookmark: () => run('bookmark', null, (tasks, context) => tasks.toggleBookmark(context)),
  };
}
