import { busServiceRef, sessionServiceRef, type User } from '@stride/shared';
import { Button, ScreenToolbar, Spinner, useService } from '@stride/shared/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS } from '../accountRoutes';
import { definition } from '../definition';
import './accountArea.scss';

/**
 * A screen of the member's own things under /me: a way back to the account area, its title, and its content
 * for a signed-in member; a guest is asked to log in (#auth), and nothing shows while the session is checked.
 */
export function MemberScreen({
  titleKey,
  guestTextKey,
  children,
}: {
  titleKey: string;
  guestTextKey: string;
  children(user: User): ReactNode;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const bus = useService(busServiceRef);
  let body: ReactNode;
  if (session.status === 'unchecked') body = <Spinner label={t('loading')} />;
  else if (session.status === 'guest') {
    body = (
      <div className="account-who">
        <p className="account-who__detail">{t(guestTextKey)}</p>
        <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
      </div>
    );
  } else body = children(session.user);
  return (
    <main className="account-screen">
      <ScreenToolbar title={t(titleKey)} backTo={ACCOUNT_PATHS.home} backLabel={t('backToAccount')} />
      {body}
    </main>
  );
}
