import { busServiceRef, sessionServiceRef } from '@stride/shared';
import { Button, ScreenToolbar, Spinner, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import './inbox.scss';

/** /me/messages, under its toolbar (back, menu, title). Threads, feeds and the composer arrive with messaging; members see an empty inbox. */
export function MessagesScreen() {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const bus = useService(busServiceRef);
  let body;
  if (session.status === 'unchecked') body = <Spinner label={t('loading')} />;
  else if (session.status === 'guest')
    body = (
      <div className="messaging-inbox__empty">
        <p>{t('logInToSee')}</p>
        <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
      </div>
    );
  else body = <p className="messaging-inbox__empty">{t('noConversations')}</p>;
  return (
    <>
      <ScreenToolbar title={t('messages')} />
      <main className="messaging-inbox">{body}</main>
    </>
  );
}
