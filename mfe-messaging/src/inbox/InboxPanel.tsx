import { apiServiceRef, navigationServiceRef, type ThreadListType, type User } from '@stride/shared';
import { THREAD_LIST_TYPES } from '@stride/shared/messaging';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { threadQueries } from '../threads/threadQueries';
import { useBlockedUserIds } from '../blocking/useBlockedUsers';
import { definition } from '../definition';
import { newConversationPathFor } from '../messagingRoutes';
import { ThreadListItem } from './ThreadListItem';
import { useInboxLive } from './useInboxLive';

const TAB_LABELS = { chats: 'chats', feeds: 'feeds', comments: 'comments' } as const;
const EMPTY_LABELS = { chats: 'noChats', feeds: 'noFeeds', comments: 'noComments' } as const;

function ThreadList({ type, viewer, selectedId }: { type: ThreadListType; viewer: User; selectedId: string | null }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const query = useInfiniteQuery(threadQueries.list(api, viewer.id, type));
  if (query.isError && !query.data) {
    return (
      <div className="messaging-inbox__state">
        <p role="alert">{t('conversationsFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) return <Spinner label={t('loading')} />;
  const threads = query.data.pages.flatMap((page) => page.threads);
  if (threads.length === 0) return <p className="messaging-inbox__state">{t(EMPTY_LABELS[type])}</p>;
  return (
    <>
      <ul className="messaging-inbox__list">
        {threads.map((thread) => (
          <ThreadListItem
            key={thread.id}
            thread={thread}
            viewerId={viewer.id}
            selected={thread.id === selectedId}
            onOpen={navigate}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="messaging-inbox__more">
          <Button variant="link" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('loading') : t('loadMoreConversations')}
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? <p role="alert">{t('conversationsFailed')}</p> : null}
    </>
  );
}

/**
 * The inbox (spec §2 messaging screens): the member's chats, the app's feeds and the comment threads they joined,
 * as tabs, each newest activity first with unread markers and the latest message; "New message" starts a
 * conversation. Live from the member's channel.
 */
export function InboxPanel({ viewer, selectedId }: { viewer: User; selectedId: string | null }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { navigate } = useService(navigationServiceRef);
  const blocked = useBlockedUserIds();
  useInboxLive(viewer, blocked);
  const [type, setType] = useState<ThreadListType>('chats');
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = THREAD_LIST_TYPES.indexOf(type);
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      // The arrows follow the reading direction: in a right-to-left page the next tab is on the left.
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const forward = (event.key === 'ArrowRight') !== rtl;
      next = (at + (forward ? 1 : -1) + THREAD_LIST_TYPES.length) % THREAD_LIST_TYPES.length;
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = THREAD_LIST_TYPES.length - 1;
    if (next < 0) return;
    event.preventDefault();
    setType(THREAD_LIST_TYPES[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <section className="messaging-inbox" aria-label={t('conversations')}>
      <div className="messaging-inbox__head">
        <h2 className="messaging-inbox__heading">{t('conversations')}</h2>
        <Button onClick={() => navigate(newConversationPathFor([]))}>{t('newMessage')}</Button>
      </div>
      <div className="messaging-tabs" role="tablist" aria-label={t('conversations')} onKeyDown={onTabKey}>
        {THREAD_LIST_TYPES.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={tab === type}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === type ? 0 : -1}
            className="messaging-tabs__tab"
            onClick={() => setType(tab)}
          >
            {t(TAB_LABELS[tab])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${type}`}>
        <ThreadList key={type} type={type} viewer={viewer} selectedId={selectedId} />
      </div>
    </section>
  );
}
