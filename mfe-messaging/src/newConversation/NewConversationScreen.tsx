import {
  apiServiceRef,
  busServiceRef,
  configServiceRef,
  navigationServiceRef,
  type OutgoingMessage,
  type ThreadResponse,
  type User,
} from '@stride/shared';
import { MESSAGES_PATH, threadPath } from '@stride/shared/messaging';
import { Button, LineIcon, MemberAvatar, ScreenToolbar, Spinner, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../threads/errorKey';
import { threadQueries } from '../threads/threadQueries';
import { Composer } from '../composer/Composer';
import { definition } from '../definition';
import type { MessagingStringKey } from '../i18n/en';
import { newConversationPathFor } from '../messagingRoutes';
import { PeopleSearch } from './PeopleSearch';
import '../inbox/inbox.scss';

/** One person: the direct chat with them, if there is one, opens instead of a new conversation (replacing this entry). */
function useExistingDirectChat(viewer: User, userIds: readonly string[]): boolean {
  const api = useService(apiServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const single = userIds.length === 1 ? userIds[0]! : null;
  const query = useQuery({ ...threadQueries.directThread(api, viewer.id, single ?? ''), enabled: single !== null });
  const existing = query.data?.thread_id ?? null;
  useEffect(() => {
    if (existing) navigate(threadPath(existing), { replace: true });
  }, [existing, navigate]);
  return single !== null && query.isPending;
}

/**
 * `/me/messages/new?users=a,b` (spec §2): the people written to, picked from a search (or the member directory,
 * #members), and a composer; the first send makes the thread (POST /threads with the messages) and opens it.
 */
export function NewConversationScreen({ viewer, userIds }: { viewer: User; userIds: string[] }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  const config = useService(configServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const queryClient = useQueryClient();
  const resolving = useExistingDirectChat(viewer, userIds);
  const profiles = useQuery({ ...threadQueries.profiles(api, viewer.id, userIds), enabled: userIds.length > 0 });
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<{ key: MessagingStringKey; messages: OutgoingMessage[] } | null>(null);
  const people = userIds.map((id) => profiles.data?.profiles.find((p) => p.id === id)).filter((p) => p !== undefined);
  const canAddMore = userIds.length === 0 || config.messaging.group_chat;

  const setPeople = (ids: string[]) => navigate(newConversationPathFor(ids), { replace: true });

  const send = async (messages: OutgoingMessage[]) => {
    setSending(true);
    setFailed(null);
    const body = userIds.length === 1 ? { subscriber_id: userIds[0], messages } : { subscriber_ids: userIds, messages };
    try {
      const { thread } = await api.post<ThreadResponse>('/threads', body);
      queryClient.setQueryData(threadQueries.threadOf(viewer.id, thread.id), thread);
      void queryClient.invalidateQueries({ queryKey: threadQueries.lists(viewer.id) });
      navigate(threadPath(thread.id), { replace: true });
    } catch (error) {
      setFailed({ key: errorKey(error, 'sendFailed'), messages });
      setSending(false);
    }
  };

  let body;
  if (resolving) body = <Spinner label={t('loading')} />;
  else {
    body = (
      <>
        <section className="messaging-new__people" aria-label={t('recipients')}>
          <h2 className="messaging-new__heading">{t('to')}</h2>
          {userIds.length === 0 ? <p>{t('pickPeople')}</p> : null}
          {profiles.isError ? <p role="alert">{t('peopleFailed')}</p> : null}
          <ul className="messaging-new__chips">
            {people.map((person) => (
              <li key={person.id} className="messaging-new__chip">
                <MemberAvatar user={{ name: person.name, email: '', avatarUrls: person.avatar_urls }} size={28} />
                <span dir="auto">{person.name}</span>
                <button
                  type="button"
                  className="stride-icon-button"
                  aria-label={t('removePerson', { name: person.name })}
                  onClick={() => setPeople(userIds.filter((id) => id !== person.id))}
                >
                  <LineIcon path="M6 6l12 12M18 6L6 18" size={18} />
                </button>
              </li>
            ))}
          </ul>
          {canAddMore ? (
            <>
              <PeopleSearch
                viewer={viewer}
                excludedByThread={null}
                excludedIds={userIds}
                actionLabel={t('add')}
                pickLabel={(name) => t('addPerson', { name })}
                onPick={(person) => setPeople([...userIds, person.id])}
              />
              <Button variant="link" onClick={() => bus.emit('modal:open', { modal: 'members' })}>
                {t('browseMembers')}
              </Button>
            </>
          ) : (
            <p className="messaging-new__note">{t('groupChatUnavailable')}</p>
          )}
        </section>
        {failed ? (
          <div className="messaging-new__failed">
            <p role="alert">{t(failed.key)}</p>
            {failed.key === 'sendFailed' ? (
              <Button variant="secondary" onClick={() => void send(failed.messages)} disabled={sending}>
                {t('retrySend')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {userIds.length > 0 ? (
          <Composer label={t('messageField')} threadId={null} onSend={(m) => void send(m)} busy={sending} />
        ) : null}
      </>
    );
  }
  return (
    <>
      <ScreenToolbar title={t('newMessage')} backTo={MESSAGES_PATH} />
      <main className="messaging-screen messaging-new">{body}</main>
    </>
  );
}
