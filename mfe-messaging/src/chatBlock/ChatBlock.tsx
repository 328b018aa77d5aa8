import {
  busServiceRef,
  configServiceRef,
  navigationServiceRef,
  sessionServiceRef,
  type SlotBlock,
} from '@stride/shared';
import { threadPath } from '@stride/shared/messaging';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { ThreadPane } from '../thread/ThreadPane';
import './chatBlock.scss';

/** How many of the newest messages the block shows at first (older ones load on scrolling up). */
export const CHAT_BLOCK_PAGE_SIZE = 20;

/** A field the content file gave the block (slot blocks carry their owner's fields as they are). */
function stringField(block: SlotBlock, name: 'thread_id' | 'title'): string | null {
  const value = (block as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * The `chat` block (and a livestream's chat): a thread inside a page, compact, with its composer for members; a
 * guest is asked to log in. A link opens the thread in Messages.
 */
export function ChatBlock({ block }: { block: SlotBlock }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const config = useService(configServiceRef);
  const bus = useService(busServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const threadId = stringField(block, 'thread_id');
  const title = stringField(block, 'title') ?? t('chat');
  let body;
  if (!config.messaging.enabled) body = <p role="note">{t('messagingNotAvailable')}</p>;
  else if (!threadId) body = <p role="note">{t('chatUnavailable')}</p>;
  else if (session.status === 'authenticated') {
    body = (
      <>
        <ThreadPane threadId={threadId} viewer={session.user} compact pageSize={CHAT_BLOCK_PAGE_SIZE} />
        <Button variant="link" className="messaging-chat-block__open" onClick={() => navigate(threadPath(threadId))}>
          {t('openInMessages')}
        </Button>
      </>
    );
  } else if (session.status === 'guest') {
    body = (
      <div className="messaging-chat-block__guest">
        <p>{t('logInToChatText')}</p>
        <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logInToChat')}</Button>
      </div>
    );
  } else body = <Spinner label={t('loading')} />;
  return (
    <section className="stride-slot-block messaging-chat-block" aria-label={title}>
      <h2 className="stride-slot-block__title" dir="auto">
        {title}
      </h2>
      {body}
    </section>
  );
}
