import { busServiceRef, navigationServiceRef, sessionServiceRef } from '@stride/shared';
import { Button, InAppLink, MemberAvatar, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/**
 * The toolbar's way to the account on desktop, where there is no menu button: the member's picture (or
 * initials) linking to /me, or Log In for a guest. Nothing while the session is being checked.
 */
export function AccountButton() {
  const session = useService(sessionServiceRef);
  const bus = useService(busServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  if (session.status === 'unchecked') return null;
  if (session.status === 'guest') {
    return (
      <Button
        variant="secondary"
        className="content-toolbar__login"
        onClick={() => bus.emit('modal:open', { modal: 'auth' })}
      >
        {t('logIn')}
      </Button>
    );
  }
  const { user } = session;
  return (
    <InAppLink to="/me" navigate={navigate} className="content-toolbar__account">
      <MemberAvatar user={user} size={36} />
      <span className="content-toolbar__hidden">{t('accountOf', { name: user.name })}</span>
    </InAppLink>
  );
}
