import { apiServiceRef, dateTimeFormat, type Purchase, type User } from '@stride/shared';
import { Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { MemberScreen } from '../accountArea/MemberScreen';
import { definition } from '../definition';
import { InvoicesSection } from './InvoicesSection';
import { purchaseQueries } from './purchaseQueries';
import { useProductPrice } from './useProductPrice';
import '../myContent/myContent.scss';

function PurchaseList({ purchases, user }: { purchases: Purchase[]; user: User }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const price = useProductPrice();
  const day = dateTimeFormat(i18n.language, user.timezone, { dateStyle: 'medium' });
  if (purchases.length === 0) return <p className="my-content__empty">{t('purchasesEmpty')}</p>;
  return (
    <ul className="account-area__items" aria-label={t('purchases')}>
      {purchases.map((purchase) => (
        <li key={purchase.id} className="account-area__item">
          <div className="my-content__row">
            <span className="my-content__title" dir="auto">
              {purchase.product.title}
            </span>
            <span className="my-content__detail">{price(purchase.product)}</span>
            <span className="my-content__detail">
              {t('purchasedOn', { date: day.format(new Date(purchase.created_at)) })}
            </span>
            <span className={`my-content__status my-content__status--${purchase.status}`}>
              {t(`purchaseStatus_${purchase.status}`)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function PurchasesBody({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const query = useQuery(purchaseQueries.list(useService(apiServiceRef), user.id));
  if (query.data) {
    const newestFirst = [...query.data.purchases].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    return <PurchaseList purchases={newestFirst} user={user} />;
  }
  if (query.isError) return <LoadError messageKey="purchasesFailed" onRetry={() => void query.refetch()} />;
  return <Spinner label={t('loading')} />;
}

/**
 * /me/purchases: every product the member bought, newest first, with its price, date and status; then their
 * invoices, each with a way to view it.
 */
export function PurchasesScreen() {
  return (
    <MemberScreen titleKey="purchases" guestTextKey="logInToSeePurchases">
      {(user) => (
        <>
          <PurchasesBody user={user} />
          <InvoicesSection user={user} />
        </>
      )}
    </MemberScreen>
  );
}
