import type { Message, MessageThread, User } from '@stride/shared';
import { Button, LineIcon, MemberAvatar } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { plainText } from './plainText';
import { ActionMenu, type MenuItem } from './ActionMenu';
import { MessageText } from './MessageText';
import { timeLabel } from './formatTimes';
import { messageKey } from './messageRows';

/** What a member can do to a message; the thread view carries each out. */
export interface MessageHandlers {
  like(message: Message, like: boolean): void;
  reply(message: Message): void;
  pin(message: Message, pinned: boolean): void;
  report(message: Message): void;
  remove(message: Message): void;
  block(message: Message): void;
  copy(message: Message): void;
  retry(clientId: string): void;
}

export interface MessageContext {
  viewer: User;
  thread: MessageThread;
  /** Only an account admin deletes, their own messages too (spec §5 strict mode). */
  strictMode: boolean;
  handlers: MessageHandlers;
  /** A compact thread (the chat block): no reply threads and no pins, the rest as usual. */
  compact?: boolean;
  /** Shown for what it says only (a reply thread's message on top): no likes and no actions here. */
  readOnly?: boolean;
}

const HEART = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';

function MessageBody({ message }: { message: Message }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const author = message.user?.name ?? '';
  return (
    <>
      {message.image_urls.map((url) => (
        <img key={url} className="messaging-message__image" src={url} alt={t('imageFrom', { name: author })} />
      ))}
      {message.video_url ? (
        <video className="messaging-message__video" src={message.video_url} controls preload="metadata">
          <a href={message.video_url} target="_blank" rel="noopener noreferrer">
            {t('openVideo')}
          </a>
        </video>
      ) : null}
      {message.attachment_data ? (
        <a
          className="messaging-attachment"
          href={message.attachment_data.url}
          target="_blank"
          rel="noopener noreferrer"
          dir="auto"
        >
          <span className="messaging-attachment__title">
            {message.attachment_data.title || hostOf(message.attachment_data.url)}
          </span>
          {message.attachment_data.description ? (
            <span className="messaging-attachment__description">{message.attachment_data.description}</span>
          ) : null}
          <span className="messaging-attachment__url">{message.attachment_data.url}</span>
        </a>
      ) : null}
      {message.message ? <MessageText text={message.message} /> : null}
    </>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** One message of a group: its content, its likes and replies, its send status and its menu of actions. */
function MessageItem({ message, context, own }: { message: Message; context: MessageContext; own: boolean }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const { viewer, thread, strictMode, handlers, compact, readOnly } = context;
  const liked = thread.me?.liked_messages.includes(message.message_ts) ?? false;
  const time = new Date(message.created_at);
  if (readOnly) {
    return (
      <li className="messaging-message">
        <MessageBody message={message} />
        <div className="messaging-message__meta">
          <time dateTime={message.created_at}>{timeLabel(time, i18n.language)}</time>
        </div>
      </li>
    );
  }
  if (message.status) {
    return (
      <li className={`messaging-message messaging-message--${message.status}`}>
        <MessageBody message={message} />
        <p className="messaging-message__status">
          {message.status === 'sending' ? (
            <span>{t('sending')}</span>
          ) : (
            <>
              <span className="messaging-message__failed" role="alert">
                {t('notSent')}
              </span>
              <Button
                variant="link"
                className="messaging-message__retry"
                onClick={() => handlers.retry(message.client_id ?? '')}
              >
                {t('retrySend')}
              </Button>
            </>
          )}
        </p>
      </li>
    );
  }
  const canDelete = strictMode ? viewer.isAccountAdmin : own || viewer.isAccountAdmin;
  const replies = !compact && thread.kind !== 'reply';
  const items: MenuItem[] = [
    { key: 'like', label: liked ? t('unlike') : t('like'), onSelect: () => handlers.like(message, !liked) },
    ...(replies ? [{ key: 'reply', label: t('reply'), onSelect: () => handlers.reply(message) }] : []),
    ...(thread.can_pin && !compact
      ? [
          {
            key: 'pin',
            label: message.pinned_at ? t('unpin') : t('pin'),
            onSelect: () => handlers.pin(message, message.pinned_at === null),
          },
        ]
      : []),
    ...(message.message ? [{ key: 'copy', label: t('copyText'), onSelect: () => handlers.copy(message) }] : []),
    ...(!own ? [{ key: 'report', label: t('report'), onSelect: () => handlers.report(message) }] : []),
    ...(!own && message.user
      ? [
          {
            key: 'block',
            label: t('blockName', { name: message.user.name }),
            onSelect: () => handlers.block(message),
            danger: true,
          },
        ]
      : []),
    ...(canDelete
      ? [{ key: 'delete', label: t('delete'), onSelect: () => handlers.remove(message), danger: true }]
      : []),
  ];
  return (
    <li className="messaging-message" data-ts={message.message_ts}>
      {message.pinned_at ? <p className="messaging-message__pinned">{t('pinned')}</p> : null}
      <MessageBody message={message} />
      <div className="messaging-message__meta">
        <time dateTime={message.created_at}>{timeLabel(time, i18n.language)}</time>
        {message.edited_at ? <span>{t('edited')}</span> : null}
        <button
          type="button"
          className={`messaging-message__like${liked ? ' messaging-message__like--on' : ''}`}
          aria-pressed={liked}
          onClick={() => handlers.like(message, !liked)}
        >
          <LineIcon path={HEART} size={16} />
          {/* Named by its content, so the count shown is in its name (WCAG label in name): "Like 3". */}
          <span className="messaging-visually-hidden">{t('like')} </span>
          {message.reaction_count > 0 ? <span>{message.reaction_count}</span> : null}
        </button>
        {replies && message.reply_count > 0 ? (
          <Button variant="link" className="messaging-message__replies" onClick={() => handlers.reply(message)}>
            {t('replies', { count: message.reply_count })}
          </Button>
        ) : null}
        <ActionMenu
          label={t('messageActions', { name: message.user?.name ?? '' })}
          items={items}
          className="messaging-message__menu"
        />
      </div>
    </li>
  );
}

/**
 * One row of a thread: a notification centred, or a person's run of messages (spec §9 grouping) with their
 * picture and name once. The member's own messages sit at the end of the line, without their picture.
 */
export function MessageGroup({ message, context }: { message: Message; context: MessageContext }) {
  const { t } = useTranslation(definition.i18nNamespace);
  if (message.message_type === 'notification') {
    return (
      <p className="messaging-notification" dir="auto">
        {/* Stored escaped like every message text (a name with < or &): shown as written. */}
        {plainText(message.message)}
      </p>
    );
  }
  const own = message.user?.id === context.viewer.id;
  const messages = message.message_type === 'grouped' && message.messages ? message.messages : [message];
  const name = message.user?.name ?? t('someone');
  return (
    <article className={`messaging-group${own ? ' messaging-group--own' : ''}`} aria-label={own ? t('you') : name}>
      {own ? null : (
        <MemberAvatar
          user={{ name, email: '', avatarUrls: message.user?.avatar_urls ?? null }}
          size={36}
          className="messaging-group__avatar"
        />
      )}
      <div className="messaging-group__body">
        {own ? null : (
          <p className="messaging-group__name" dir="auto">
            {name}
          </p>
        )}
        <ul className="messaging-group__messages">
          {messages.map((item) => (
            <MessageItem key={messageKey(item)} message={item} context={context} own={own} />
          ))}
        </ul>
      </div>
    </article>
  );
}
