import {
  apiServiceRef,
  busServiceRef,
  navigationServiceRef,
  type MessageThread,
  type ThreadResponse,
  type ToggleNotificationResponse,
  type User,
} from '@stride/shared';
import { MESSAGES_PATH } from '@stride/shared/messaging';
import { useService } from '@stride/shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../threads/errorKey';
import { patchThread, removeThread } from '../threads/threadQueries';
import { definition } from '../definition';
import type { MessagingStringKey } from '../i18n/en';
import { ActionMenu, type MenuItem } from './ActionMenu';
import { ConfirmDialog } from './ConfirmDialog';

const PEOPLE =
  'M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M22 20v-1a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8';

/**
 * A thread's buttons in the screen's toolbar: how many people are in it (#participants), and its menu: the
 * people, rename (#renaming), notifications on or off for this thread, and leave.
 */
export function ThreadActions({ thread, viewer }: { thread: MessageThread; viewer: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const queryClient = useQueryClient();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [failure, setFailure] = useState<MessagingStringKey | null>(null);
  const path = `/threads/${encodeURIComponent(thread.id)}`;
  const chat = thread.kind === 'chat';

  const toggleNotifications = async () => {
    const active = !(thread.me?.notifications_enabled ?? true);
    setFailure(null);
    try {
      const answer = await api.post<ToggleNotificationResponse>(`${path}/toggle_notification`, {
        active,
        toggle_ts: Date.now(),
      });
      patchThread(queryClient, viewer.id, thread.id, (current) =>
        current.me
          ? { ...current, me: { ...current.me, notifications_enabled: answer.notifications_enabled } }
          : current,
      );
    } catch (error) {
      setFailure(errorKey(error, 'somethingWentWrong'));
    }
  };

  const leave = async () => {
    setConfirmLeave(false);
    setFailure(null);
    try {
      await api.post<ThreadResponse>(`${path}/remove_participant`, { user_id: viewer.id });
      // Spec §4: leaving removes the thread locally.
      removeThread(queryClient, viewer.id, thread.id);
      navigate(MESSAGES_PATH, { replace: true });
    } catch (error) {
      setFailure(errorKey(error, 'leaveFailed'));
    }
  };

  const items: MenuItem[] = [
    ...(chat
      ? [{ key: 'members', label: t('members'), onSelect: () => bus.emit('modal:open', { modal: 'participants' }) }]
      : []),
    ...(thread.can_rename
      ? [{ key: 'rename', label: t('rename'), onSelect: () => bus.emit('modal:open', { modal: 'renaming' }) }]
      : []),
    ...(thread.me
      ? [
          {
            key: 'notifications',
            label: thread.me.notifications_enabled ? t('muteNotifications') : t('unmuteNotifications'),
            onSelect: () => void toggleNotifications(),
          },
        ]
      : []),
    ...(chat && thread.me
      ? [{ key: 'leave', label: t('leave'), onSelect: () => setConfirmLeave(true), danger: true }]
      : []),
  ];

  return (
    <>
      {chat ? (
        <button
          type="button"
          className="messaging-people-button"
          onClick={() => bus.emit('modal:open', { modal: 'participants' })}
          aria-label={t('participantsCount', { count: thread.total_count_participants })}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={PEOPLE} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span aria-hidden="true">{thread.total_count_participants}</span>
        </button>
      ) : null}
      <ActionMenu label={t('threadOptions')} items={items} />
      {failure ? (
        <p className="messaging-toolbar-error" role="alert">
          {t(failure)}
        </p>
      ) : null}
      {confirmLeave ? (
        <ConfirmDialog
          title={t('leaveTitle')}
          text={t('leaveText')}
          confirmLabel={t('leave')}
          onConfirm={() => void leave()}
          onCancel={() => setConfirmLeave(false)}
        />
      ) : null}
    </>
  );
}
