import { busServiceRef, configServiceRef, sessionServiceRef } from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { AccessDenial } from './accessDenial';
import { checkoutParams } from './checkoutParams';
import { formatUnlockDate } from './formatUnlockDate';

function useLockedText(denial: AccessDenial): string {
  const session = useService(sessionServiceRef);
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  switch (denial.reason) {
    case 'PURCHASE_REQUIRED':
      return t('lockedPurchaseText');
    case 'IS_SCHEDULED':
      return denial.availableAfter
        ? t('lockedScheduledText', { date: formatUnlockDate(denial.availableAfter, i18n.language, session) })
        : t('lockedScheduledNoDateText');
    case 'IS_PRIVATE':
      return t('lockedPrivateText');
    case 'AUTHENTICATION_REQUIRED':
      return t('lockedAuthenticationText');
    case null:
      return t('lockedText');
  }
}

/**
 * The page the API refused (403): its title, why it is locked (with the unlock date of a drip page, in the
 * member's language and time zone), Purchase for a purchase lock and Log In for a signed-out visitor.
 */
export function LockedScreen({ denial }: { denial: AccessDenial }) {
  const bus = useService(busServiceRef);
  const session = useService(sessionServiceRef);
  const appConfig = useService(configServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const text = useLockedText(denial);
  const purchase = () => {
    const params = checkoutParams(denial, appConfig.access);
    bus.emit('modal:open', { modal: 'checkout', ...(params ? { params } : {}) });
  };
  const offerPurchase = denial.reason === 'PURCHASE_REQUIRED';
  const offerLogIn = session.status !== 'authenticated';
  return (
    <section className="content-state content-state--locked">
      <svg className="content-state__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <h1 className="content-state__title" dir="auto">
        {denial.title ?? t('lockedTitle')}
      </h1>
      <p className="content-state__text">{text}</p>
      {offerPurchase || offerLogIn ? (
        <div className="content-state__actions">
          {offerPurchase ? <Button onClick={purchase}>{t('purchase')}</Button> : null}
          {offerLogIn ? (
            <Button
              variant={offerPurchase ? 'secondary' : 'primary'}
              onClick={() => bus.emit('modal:open', { modal: 'auth' })}
            >
              {t('logIn')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
