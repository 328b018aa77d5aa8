import { apiServiceRef, navigationServiceRef, sessionServiceRef, type MessageThread, type User } from '@stride/shared';
import { Modal, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { openThreadIdOf } from '../messagingRoutes';
import { threadQueries } from './threadQueries';

/**
 * A modal about the thread open behind it (#participants, #renaming): `children` draws it once loaded, for the
 * signed-in member; until then, or without an open thread, the modal says why there is nothing to show.
 */
export function OpenThreadModal({
  title,
  close,
  children,
}: {
  title: string;
  close(): void;
  children(thread: MessageThread, viewer: User): ReactNode;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const session = useService(sessionServiceRef);
  const { location } = useService(navigationServiceRef);
  const threadId = openThreadIdOf(location);
  const viewer = session.status === 'authenticated' ? session.user : null;
  const query = useQuery({
    ...threadQueries.thread(api, viewer?.id ?? '', threadId ?? ''),
    enabled: viewer !== null && threadId !== null,
  });
  let body;
  if (!viewer || !threadId) body = <p>{t('openConversationFirst')}</p>;
  else if (query.isError) body = <p role="alert">{t('messagesFailed')}</p>;
  else if (!query.data) body = <Spinner label={t('loading')} />;
  else body = children(query.data, viewer);
  return (
    <Modal title={title} onClose={close} closeLabel={t('close')}>
      {body}
    </Modal>
  );
}
