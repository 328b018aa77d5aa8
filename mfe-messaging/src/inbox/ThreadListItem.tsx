import type { Message, MessageThread } from '@stride/shared';
import { threadPath } from '@stride/shared/messaging';
import { MemberAvatar } from '@stride/shared/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { activityLabel } from '../thread/formatTimes';
import { plainText } from '../thread/plainText';

/** What an inbox row says of the latest message: its words or what it holds, and who sent it. */
export interface Preview {
  content: { text: string } | { key: 'previewImage' | 'previewVideo' };
  /** Said before the content: "You: …", "Mia: …", or nothing (a notification). */
  from: { you: true } | { name: string } | null;
}

export function messagePreview(message: Message, viewerId: string): Preview {
  let content: Preview['content'] = { text: plainText(message.message) };
  if (!message.message) {
    if (message.image_urls.length > 0) content = { key: 'previewImage' };
    else if (message.video_url) content = { key: 'previewVideo' };
    else if (message.attachment_data) content = { text: message.attachment_data.title || message.attachment_data.url };
  }
  if (message.message_type === 'notification' || !message.user) return { content, from: null };
  return { content, from: message.user.id === viewerId ? { you: true } : { name: message.user.name } };
}

function PreviewText({ message, viewerId }: { message: Message | null; viewerId: string }) {
  const { t } = useTranslation(definition.i18nNamespace);
  if (!message) return <>{t('noMessagesYet')}</>;
  const { content, from } = messagePreview(message, viewerId);
  const text = 'key' in content ? t(content.key) : content.text;
  if (!from) return <>{text}</>;
  // The member's words and name keep their own direction inside the sentence (an English message in Arabic).
  const isolated = `\u2068${text}\u2069`;
  return (
    <>
      {'you' in from
        ? t('previewYou', { text: isolated })
        : t('previewFrom', { name: `\u2068${from.name}\u2069`, text: isolated })}
    </>
  );
}

/** One conversation of the inbox: picture, title, latest message and its time, and whether it is unread. */
export function ThreadListItem({
  thread,
  viewerId,
  selected,
  onOpen,
}: {
  thread: MessageThread;
  viewerId: string;
  selected: boolean;
  onOpen(path: string): void;
}) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const to = threadPath(thread.id);
  const other = thread.participants.find((p) => p.id !== viewerId) ?? thread.participants[0];
  const latest = thread.latest_message;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(to);
  };
  return (
    <li className={`messaging-inbox__item${thread.is_unread ? ' messaging-inbox__item--unread' : ''}`}>
      <a href={to} className="messaging-inbox__link" aria-current={selected ? 'page' : undefined} onClick={onClick}>
        <MemberAvatar
          user={{
            name: thread.is_private && other ? other.name : thread.title,
            email: '',
            avatarUrls: thread.is_private ? (other?.avatar_urls ?? null) : null,
          }}
          size={48}
          className="messaging-inbox__avatar"
        />
        <span className="messaging-inbox__text">
          <span className="messaging-inbox__line">
            <span className="messaging-inbox__title" dir="auto">
              {thread.title}
            </span>
            {latest ? (
              <time className="messaging-inbox__time" dateTime={latest.created_at}>
                {activityLabel(new Date(latest.created_at), new Date(), i18n.language)}
              </time>
            ) : null}
          </span>
          <span className="messaging-inbox__line">
            <span className="messaging-inbox__preview" dir="auto">
              <PreviewText message={latest} viewerId={viewerId} />
            </span>
            {thread.is_unread ? (
              <span className="messaging-inbox__unread">
                <span className="messaging-visually-hidden">{t('unread')}</span>
              </span>
            ) : null}
          </span>
        </span>
      </a>
    </li>
  );
}
