import {
  ApiError,
  apiServiceRef,
  configServiceRef,
  navigationServiceRef,
  type Message,
  type MessageThread,
  type OutgoingMessage,
  type ThreadResponse,
  type TypingUser,
  type User,
} from '@stride/shared';
import { MESSAGES_PATH, threadPath } from '@stride/shared/messaging';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../threads/errorKey';
import { removeThread, threadQueries } from '../threads/threadQueries';
import { useBlockMember, useBlockedUserIds } from '../blocking/useBlockedUsers';
import { Composer } from '../composer/Composer';
import { optimisticMessage } from '../composer/outgoingMessages';
import { definition } from '../definition';
import type { MessagingStringKey } from '../i18n/en';
import { ConfirmDialog } from './ConfirmDialog';
import { MessageGroup, type MessageContext, type MessageHandlers } from './MessageGroup';
import { MessageList } from './MessageList';
import { ReportDialog } from './ReportDialog';
import { dayLabel } from './formatTimes';
import { messageRows, type MessageRow } from './messageRows';
import { plainText } from './plainText';
import { useMarkRead } from './useMarkRead';
import { useSendTyping, useThreadLive } from './useThreadLive';
import { useThreadMessages } from './useThreadMessages';
import './thread.scss';

/** A dialog the pane has open over it. */
type Dialog =
  { kind: 'report'; message: Message } | { kind: 'delete'; message: Message } | { kind: 'block'; message: Message };

/** What a thread that cannot be shown says instead: its own reason, or spec §8's "Messages failed to load". */
export function threadErrorKey(error: unknown): MessagingStringKey {
  if (error instanceof ApiError && error.status !== 500) return errorKey(error, 'messagesFailed');
  return 'messagesFailed';
}

function TypingLine({ people }: { people: TypingUser[] }) {
  const { t } = useTranslation(definition.i18nNamespace);
  let text = '';
  if (people.length === 1) text = t('typingOne', { name: people[0]!.name });
  else if (people.length === 2) text = t('typingTwo', { first: people[0]!.name, second: people[1]!.name });
  else if (people.length > 2) text = t('typingMany');
  return (
    <p className="messaging-typing" aria-live="polite">
      {text}
    </p>
  );
}

export interface ThreadPaneProps {
  threadId: string;
  viewer: User;
  /** The chat block: fewer messages, no reply threads or pins, no pinned strip. */
  compact?: boolean;
  pageSize?: number;
}

/**
 * One thread (spec §2): its messages oldest to newest with day headings and 60 s grouping, live (new, edited,
 * deleted and liked messages, typing), a reply thread's message on top, a feed's pinned messages first, and the
 * composer. Each message's actions (like, reply, pin, copy, report, block, delete) act at once and follow the server.
 */
export function ThreadPane({ threadId, viewer, compact = false, pageSize }: ThreadPaneProps) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const config = useService(configServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const queryClient = useQueryClient();
  const threadQuery = useQuery(threadQueries.thread(api, viewer.id, threadId));
  const thread = threadQuery.data;
  const channelId = threadQuery.data?.channel_id;
  const messages = useThreadMessages({ threadId, channelId, userId: viewer.id, pageSize });
  const blocked = useBlockedUserIds();
  const blockMember = useBlockMember();
  const sendTyping = useSendTyping(threadId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<{ key: MessagingStringKey; error: boolean } | null>(null);
  const [ownKeys, setOwnKeys] = useState<ReadonlySet<string>>(() => new Set());

  const onRemoved = useCallback(() => {
    removeThread(queryClient, viewer.id, threadId);
    if (!compact) navigate(MESSAGES_PATH, { replace: true });
  }, [queryClient, viewer.id, threadId, compact, navigate]);
  const typing = useThreadLive({ threadId, channelId, userId: viewer.id, blocked, onRemoved });

  const visible = useMemo(
    () => messages.messages.filter((m) => !m.user || !blocked.has(m.user.id)),
    [messages.messages, blocked],
  );
  const newestFromOthers = useMemo(() => {
    for (let i = visible.length - 1; i >= 0; i -= 1)
      if (visible[i]!.user?.id !== viewer.id) return visible[i]!.message_ts;
    return 0;
  }, [visible, viewer.id]);
  useMarkRead(thread, newestFromOthers, viewer.id);

  // Spec §4: a feed's pinned messages come first, above the rest, and only there.
  const pinnedStrip = Boolean(thread?.is_feed) && !compact;
  const pinned = useMemo(
    () => (pinnedStrip ? messages.pinned.filter((m) => !m.user || !blocked.has(m.user.id)) : []),
    [pinnedStrip, messages.pinned, blocked],
  );
  const rows = useMemo(
    () => messageRows([...(pinnedStrip ? visible.filter((m) => m.pinned_at === null) : visible), ...messages.pending]),
    [pinnedStrip, visible, messages.pending],
  );

  const say = (key: MessagingStringKey, error = false) => setNotice({ key, error });

  const send = (outgoing: OutgoingMessage[]) => {
    const now = new Date();
    const optimistic = outgoing.map((m) => optimisticMessage(m, threadId, viewer, now));
    setOwnKeys(new Set(optimistic.map((m) => `c:${m.client_id}`)));
    setNotice(null);
    void messages.send(outgoing, optimistic);
  };

  const handlers: MessageHandlers = {
    like: (message, like) => void messages.react(message, like).catch(() => say('likeFailed', true)),
    reply: (message) => {
      if (message.reply_thread_id) {
        navigate(threadPath(message.reply_thread_id));
        return;
      }
      api.post<ThreadResponse>('/threads', { parent_message_id: message.id }).then(
        ({ thread: replies }) => {
          queryClient.setQueryData(threadQueries.threadOf(viewer.id, replies.id), replies);
          navigate(threadPath(replies.id));
        },
        (error: unknown) => say(errorKey(error, 'replyFailed'), true),
      );
    },
    pin: (message, pin) =>
      void messages.pin(message, pin).catch((error: unknown) => say(errorKey(error, 'pinFailed'), true)),
    report: (message) => setDialog({ kind: 'report', message }),
    remove: (message) => setDialog({ kind: 'delete', message }),
    block: (message) => setDialog({ kind: 'block', message }),
    copy: (message) => {
      const copied = navigator.clipboard?.writeText(plainText(message.message));
      if (!copied) {
        say('copyFailed', true);
        return;
      }
      copied.then(
        () => say('copied'),
        () => say('copyFailed', true),
      );
    },
    retry: (clientId) => void messages.resend(clientId),
  };

  const confirmDelete = (message: Message) => {
    setDialog(null);
    setNotice(null);
    messages.remove(message).then(
      () => say('deleted'),
      () => say('deleteFailed', true),
    );
  };

  const confirmBlock = (message: Message) => {
    setDialog(null);
    if (!message.user) return;
    blockMember(message.user.id).then(
      () => {
        say('blocked');
        // A direct chat with them is closed now: its composer gives way to the reason.
        void queryClient.invalidateQueries({ queryKey: threadQueries.threadOf(viewer.id, threadId) });
      },
      () => say('blockFailed', true),
    );
  };

  if (threadQuery.isError || messages.status === 'error') {
    const key = threadQuery.isError ? threadErrorKey(threadQuery.error) : 'messagesFailed';
    return (
      <div className="messaging-thread messaging-thread--failed">
        <p role="alert">{t(key)}</p>
        {key === 'messagesFailed' ? (
          <Button
            variant="secondary"
            onClick={() => {
              if (threadQuery.isError) void threadQuery.refetch();
              if (messages.status === 'error') messages.retry();
            }}
          >
            {t('retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (!thread || messages.status === 'loading') {
    return (
      <div className="messaging-thread messaging-thread--loading">
        <Spinner label={t('loading')} />
      </div>
    );
  }

  const context: MessageContext = {
    viewer,
    thread,
    strictMode: config.messaging.strict_mode,
    handlers,
    compact,
  };
  const now = new Date();
  // Under the screen's h1 a thread's headings are h2; inside a page's chat block (its title an h2), h3.
  const Heading = compact ? 'h3' : 'h2';
  const renderRow = (row: MessageRow) =>
    row.kind === 'day' ? (
      <Heading className="messaging-day">
        {dayLabel(row.day, now, i18n.language, { today: t('today'), yesterday: t('yesterday') })}
      </Heading>
    ) : (
      <MessageGroup message={row.message} context={context} />
    );

  return (
    <div className={`messaging-thread${compact ? ' messaging-thread--compact' : ''}`}>
      {thread.parent_message ? <ParentMessage thread={thread} context={context} /> : null}
      {pinned.length > 0 ? (
        <section className="messaging-pinned" aria-label={t('pinnedMessages')}>
          <Heading className="messaging-pinned__title">{t('pinnedMessages')}</Heading>
          {pinned.map((message) => (
            <MessageGroup key={message.message_ts} message={message} context={context} />
          ))}
        </section>
      ) : null}
      {rows.length === 0 ? <p className="messaging-thread__empty">{t('noMessages')}</p> : null}
      <MessageList
        rows={rows}
        renderRow={renderRow}
        label={t('messagesOf', { title: thread.title })}
        olderRemaining={messages.olderRemaining}
        onLoadOlder={messages.loadOlder}
        hasMoreAfter={messages.hasMoreAfter}
        onLoadNewer={messages.loadNewer}
        ownKeys={ownKeys}
      />
      <TypingLine people={typing} />
      {notice ? (
        <p
          className={`messaging-notice${notice.error ? ' messaging-notice--error' : ''}`}
          role={notice.error ? 'alert' : 'status'}
        >
          {t(notice.key)}
        </p>
      ) : null}
      {thread.can_post ? (
        <Composer
          label={thread.kind === 'reply' ? t('replyField') : t('messageField')}
          threadId={thread.id}
          onSend={send}
          onTyping={sendTyping}
        />
      ) : (
        // Only a feed is the hosts' to post in; elsewhere the member may not (a block, a browsing-only page).
        <p className="messaging-thread__readonly">{t(thread.kind === 'feed' ? 'readOnly' : 'cannotPost')}</p>
      )}
      {dialog?.kind === 'report' ? (
        <ReportDialog
          message={dialog.message}
          onDone={(reported) => {
            setDialog(null);
            if (reported) say('reported');
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText')}
          confirmLabel={t('delete')}
          onConfirm={() => confirmDelete(dialog.message)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'block' ? (
        <ConfirmDialog
          title={t('blockTitle', { name: dialog.message.user?.name ?? '' })}
          text={t('blockText')}
          confirmLabel={t('block')}
          onConfirm={() => confirmBlock(dialog.message)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/** A reply thread's message, on top of its replies, with a way back to its thread. */
function ParentMessage({ thread, context }: { thread: MessageThread; context: MessageContext }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { navigate } = useService(navigationServiceRef);
  const parent = thread.parent_message!;
  return (
    <section className="messaging-parent" aria-label={t('repliesTo')}>
      <MessageGroup message={parent} context={{ ...context, readOnly: true }} />
      <Button variant="link" onClick={() => navigate(threadPath(parent.message_thread_id))}>
        {t('backToThread')}
      </Button>
    </section>
  );
}
