import type { RouteParcelProps } from '@stride/shared';
import { Button, ParcelProviders, Spinner } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import './inbox.scss';

function Inbox({ session, bus }: Pick<RouteParcelProps, 'session' | 'bus'>) {
  const { t } = useTranslation(definition.i18nNamespace);
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
    <main className="messaging-inbox">
      <h1 className="messaging-inbox__title">{t('messages')}</h1>
      {body}
    </main>
  );
}

/** /me/messages. Threads, feeds and the composer arrive with messaging; members see an empty inbox. */
export function MessagesScreen(props: RouteParcelProps) {
  return (
    <ParcelProviders context={props}>
      <Inbox session={props.session} bus={props.bus} />
    </ParcelProviders>
  );
}
