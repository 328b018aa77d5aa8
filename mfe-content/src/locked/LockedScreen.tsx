import { Button } from '@stride/shared/ui';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { useContentParcel } from '../parcel/ContentParcelContext';
import type { AccessDenial } from './accessDenial';

/**
 * The page the API refused (403). Drip dates, purchase overlays and automatic prompts come with the access
 * rules engine; here Purchase opens checkout (with the unlocking products when known) and Log In opens auth.
 */
export function LockedScreen({ denial }: { denial: AccessDenial }) {
  const { bus, session } = useContentParcel();
  const { t } = useTranslation(definition.i18nNamespace);
  const purchase = () =>
    bus.emit('modal:open', {
      modal: 'checkout',
      ...(denial.productIds.length > 0 ? { params: { products: denial.productIds.join(',') } } : {}),
    });
  return (
    <section className="content-state content-state--locked">
      <svg className="content-state__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <h1 className="content-state__title">{denial.title ?? t('lockedTitle')}</h1>
      <p className="content-state__text">{t('lockedText')}</p>
      <div className="content-state__actions">
        <Button onClick={purchase}>{t('purchase')}</Button>
        {session.status !== 'authenticated' ? (
          <Button variant="secondary" onClick={() => bus.emit('modal:open', { modal: 'auth' })}>
            {t('logIn')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
