import {
  apiServiceRef,
  type MessageThread,
  type MessageableUser,
  type ParticipantsResponse,
  type ThreadResponse,
  type User,
} from '@stride/shared';
import { Button, MemberAvatar, Spinner, useService } from '@stride/shared/react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../threads/errorKey';
import { OpenThreadModal } from '../threads/OpenThreadModal';
import { patchThread, threadQueries } from '../threads/threadQueries';
import { definition } from '../definition';
import type { MessagingStringKey } from '../i18n/en';
import { PeopleSearch } from '../newConversation/PeopleSearch';
import { withoutParticipant } from './withoutParticipant';
import './participants.scss';

type ParticipantPages = InfiniteData<ParticipantsResponse, number>;

function ParticipantList({ thread, viewer }: { thread: MessageThread; viewer: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(threadQueries.participants(api, viewer.id, thread.id));
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessagingStringKey | null>(null);
  const participantsKey = threadQueries.participantsOf(viewer.id, thread.id);
  const people = query.data?.pages.flatMap((page) => page.participants) ?? [];

  const adopt = (answer: MessageThread) => {
    patchThread(queryClient, viewer.id, thread.id, () => answer);
    void queryClient.invalidateQueries({ queryKey: participantsKey });
  };

  const remove = async (person: { id: string }) => {
    setBusyId(person.id);
    setFailure(null);
    const before = queryClient.getQueryData<ParticipantPages>(participantsKey);
    const snapshot = queryClient.getQueryData<MessageThread>(threadQueries.threadOf(viewer.id, thread.id));
    // Spec §4: the person goes at once, the count with them, and the title when one other person is left.
    const remaining = people.filter((p) => p.id !== person.id);
    queryClient.setQueryData<ParticipantPages>(participantsKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              participants: page.participants.filter((p) => p.id !== person.id),
            })),
          }
        : data,
    );
    patchThread(queryClient, viewer.id, thread.id, (current) =>
      withoutParticipant(current, person.id, remaining, viewer.id),
    );
    try {
      const answer = await api.post<ThreadResponse>(`/threads/${encodeURIComponent(thread.id)}/remove_participant`, {
        user_id: person.id,
      });
      adopt(answer.thread);
    } catch (error) {
      queryClient.setQueryData(participantsKey, before);
      if (snapshot) patchThread(queryClient, viewer.id, thread.id, () => snapshot);
      setFailure(errorKey(error, 'removeFailed'));
    } finally {
      setBusyId(null);
    }
  };

  const add = async (person: MessageableUser) => {
    setBusyId(person.id);
    setFailure(null);
    try {
      const answer = await api.post<ThreadResponse>(`/threads/${encodeURIComponent(thread.id)}/add_participants`, {
        user_ids: [person.id],
      });
      adopt(answer.thread);
      // Whoever was added is no longer someone to add.
      void queryClient.invalidateQueries({ queryKey: threadQueries.subscriberSearches(viewer.id) });
    } catch (error) {
      setFailure(errorKey(error, 'addFailed'));
    } finally {
      setBusyId(null);
    }
  };

  if (query.isError) return <p role="alert">{t('peopleFailed')}</p>;
  if (!query.data) return <Spinner label={t('loading')} />;
  return (
    <div className="messaging-participants">
      <p className="messaging-participants__count">
        {t('participantsCount', { count: thread.total_count_participants })}
      </p>
      {failure ? (
        <p className="messaging-participants__error" role="alert">
          {t(failure)}
        </p>
      ) : null}
      <ul className="messaging-participants__list">
        {people.map((person) => (
          <li key={person.id} className="messaging-participants__item">
            <MemberAvatar user={{ name: person.name, email: '', avatarUrls: person.avatar_urls }} size={40} />
            <span className="messaging-participants__name" dir="auto">
              {person.id === viewer.id ? t('youName', { name: person.name }) : person.name}
            </span>
            {person.id !== viewer.id && thread.can_manage_participants ? (
              <Button
                variant="secondary"
                onClick={() => void remove(person)}
                disabled={busyId === person.id}
                aria-label={t('removePerson', { name: person.name })}
              >
                {t('remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="link" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('loadMorePeople')}
        </Button>
      ) : null}
      {thread.can_manage_participants ? (
        adding ? (
          <section className="messaging-participants__add" aria-label={t('addPeople')}>
            <h3 className="messaging-participants__heading">{t('addPeople')}</h3>
            <PeopleSearch
              viewer={viewer}
              excludedByThread={thread.id}
              excludedIds={people.map((p) => p.id)}
              actionLabel={t('add')}
              pickLabel={(name) => t('addPerson', { name })}
              onPick={(person) => void add(person)}
              busyId={busyId}
            />
          </section>
        ) : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('addPeople')}
          </Button>
        )
      ) : null}
    </div>
  );
}

/** #participants (spec §2): who is in the open thread; add and remove people where the member may. */
export function ParticipantsModal({ close }: { close(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <OpenThreadModal title={t('participantsTitle')} close={close}>
      {(thread, viewer) => <ParticipantList thread={thread} viewer={viewer} />}
    </OpenThreadModal>
  );
}
