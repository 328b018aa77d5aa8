import { apiServiceRef, type MessageThread, type ThreadResponse, type User } from '@stride/shared';
import { THREAD_TITLE_MAX_LENGTH } from '@stride/shared/messaging';
import { Button, Field, useService } from '@stride/shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../threads/errorKey';
import { OpenThreadModal } from '../threads/OpenThreadModal';
import { patchThread } from '../threads/threadQueries';
import { definition } from '../definition';
import type { MessagingStringKey } from '../i18n/en';

function RenameForm({ thread, viewer, close }: { thread: MessageThread; viewer: User; close(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(thread.has_been_renamed ? thread.title : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessagingStringKey | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = title.trim();
    if (!clean) {
      setError('titleRequired');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<ThreadResponse>(`/threads/${encodeURIComponent(thread.id)}/rename`, {
        title: clean,
      });
      patchThread(queryClient, viewer.id, thread.id, () => answer.thread);
      close();
    } catch (failure) {
      setError(errorKey(failure, 'renameFailed'));
      setBusy(false);
    }
  };

  return (
    <form className="messaging-dialog" onSubmit={(event) => void submit(event)}>
      <Field
        label={t('groupName')}
        value={title}
        placeholder={thread.title}
        maxLength={THREAD_TITLE_MAX_LENGTH}
        dir="auto"
        error={error ? t(error) : null}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="messaging-dialog__actions">
        <Button variant="secondary" onClick={close}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** #renaming (spec §2 "rename group"): a new name for the open chat, the same for everyone in it. */
export function RenamingModal({ close }: { close(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <OpenThreadModal title={t('renamingTitle')} close={close}>
      {(thread, viewer) =>
        thread.can_rename ? <RenameForm thread={thread} viewer={viewer} close={close} /> : <p>{t('cannotRename')}</p>
      }
    </OpenThreadModal>
  );
}
