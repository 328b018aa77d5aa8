import {
  apiServiceRef,
  busServiceRef,
  configServiceRef,
  navigationServiceRef,
  sessionServiceRef,
  type User,
} from '@stride/shared';
import { MESSAGES_PATH, threadPath } from '@stride/shared/messaging';
import { Button, ScreenToolbar, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { threadQueries } from '../threads/threadQueries';
import { definition } from '../definition';
import { messagesViewFor } from '../messagingRoutes';
import { ThreadActions } from '../thread/ThreadActions';
import { ThreadPane, threadErrorKey } from '../thread/ThreadPane';
import { InboxPanel } from './InboxPanel';
import { useWideLayout } from './useWideLayout';
import './inbox.scss';

// A chunk of its own: the inbox and threads do not need it.
const NewConversationScreen = lazy(() =>
  import('../newConversation/NewConversationScreen').then((m) => ({ default: m.NewConversationScreen })),
);

/** `?page_id=`: the page's comments are found (or made) and shown in the thread's place (replacing this entry). */
function PageComments({ viewer, pageId }: { viewer: User; pageId: string }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const query = useQuery(threadQueries.pageThread(api, viewer.id, pageId));
  const threadId = query.data?.thread_id ?? null;
  useEffect(() => {
    if (threadId) navigate(threadPath(threadId), { replace: true });
  }, [threadId, navigate]);
  if (query.isError) {
    return (
      <div className="messaging-thread messaging-thread--failed">
        <p role="alert">{t(threadErrorKey(query.error))}</p>
      </div>
    );
  }
  if (query.data && !threadId) {
    return (
      <div className="messaging-thread messaging-thread--failed">
        <p role="alert">{t('commentsNotAvailable')}</p>
      </div>
    );
  }
  return (
    <div className="messaging-thread messaging-thread--loading">
      <Spinner label={t('loading')} />
    </div>
  );
}

function EmptyPane() {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <div className="messaging-thread messaging-thread--empty">
      <p>{t('pickConversation')}</p>
    </div>
  );
}

/**
 * The inbox, with a thread open or not (`/me/messages/{id}` or `?thread=`): side by side from 992 px, one at a
 * time on a phone, where the toolbar then carries the thread's title, its people and its menu.
 */
function Inbox({ viewer, threadId, pageId }: { viewer: User; threadId: string | null; pageId: string | null }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const wide = useWideLayout();
  const threadQuery = useQuery({ ...threadQueries.thread(api, viewer.id, threadId ?? ''), enabled: threadId !== null });
  const thread = threadId ? threadQuery.data : undefined;
  const parentThreadId = thread?.parent_message?.message_thread_id;
  const open = threadId !== null || pageId !== null;
  let pane = null;
  if (threadId) pane = <ThreadPane key={threadId} threadId={threadId} viewer={viewer} />;
  else if (pageId) pane = <PageComments viewer={viewer} pageId={pageId} />;
  else if (wide) pane = <EmptyPane />;
  return (
    <>
      <ScreenToolbar
        title={thread?.title ?? t('messages')}
        backTo={open ? (parentThreadId ? threadPath(parentThreadId) : MESSAGES_PATH) : undefined}
        actions={thread ? <ThreadActions thread={thread} viewer={viewer} /> : null}
      />
      <main className={`messaging-screen${wide ? ' messaging-screen--wide' : ''}`}>
        {wide || !open ? <InboxPanel viewer={viewer} selectedId={threadId} /> : null}
        {pane}
      </main>
    </>
  );
}

/** /me/messages…: the inbox and threads for a member; a guest is asked to log in (spec §2 messaging screens). */
export function MessagesScreen({ path }: { path: string }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const config = useService(configServiceRef);
  const bus = useService(busServiceRef);
  const { location } = useService(navigationServiceRef);
  let body;
  if (session.status === 'unchecked') body = <Spinner label={t('loading')} />;
  else if (session.status === 'guest')
    body = (
      <div className="messaging-screen__notice">
        <p>{t('logInToSee')}</p>
        <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
      </div>
    );
  else if (!config.messaging.enabled) {
    body = (
      <p className="messaging-screen__notice" role="alert">
        {t('messagingNotAvailable')}
      </p>
    );
  } else {
    const view = messagesViewFor(path, location.search);
    if (view.kind === 'new') {
      return (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <NewConversationScreen viewer={session.user} userIds={view.userIds} />
        </Suspense>
      );
    }
    return <Inbox viewer={session.user} threadId={view.threadId} pageId={view.pageId} />;
  }
  return (
    <>
      <ScreenToolbar title={t('messages')} />
      <main className="messaging-screen">{body}</main>
    </>
  );
}
