import { apiServiceRef, dateTimeFormat, type Purchase, type User } from '@stride/shared';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { MemberScreen } from '../accountArea/MemberScreen';
import { definition } from '../definition';
import { accountQueries } from '../members/memberQueries';
import { purchaseQueries } from '../purchases/purchaseQueries';
import { useProductPrice } from '../purchases/useProductPrice';
import '../myContent/myContent.scss';

function SubscriptionRow({ subscription, user }: { subscription: Purchase; user: User }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const price = useProductPrice();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const day = dateTimeFormat(i18n.language, user.timezone, { dateStyle: 'medium' });
  const cancel = async () => {
    setBusy(true);
    setError(false);
    try {
      await api.delete(`/subscriptions/${encodeURIComponent(subscription.id)}`);
      setConfirming(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueries.subscriptions(api, user.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: purchaseQueries.list(api, user.id).queryKey }),
      ]);
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };
  const live = subscription.status !== 'canceled';
  return (
    <li className="account-area__item">
      <div className="my-content__row">
        <span className="my-content__title" dir="auto">
          {subscription.product.title}
        </span>
        <span className="my-content__detail">{price(subscription.product)}</span>
        <span className="my-content__detail">
          {t('purchasedOn', { date: day.format(new Date(subscription.created_at)) })}
        </span>
        <span className={`my-content__status my-content__status--${subscription.status}`}>
          {t(`purchaseStatus_${subscription.status}`)}
        </span>
        {live && !confirming ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('cancelSubscription')}
          </Button>
        ) : null}
        {confirming ? (
          <div className="account-confirm" role="group" aria-label={t('cancelSubscription')}>
            <p>{t('cancelSubscriptionConfirm', { title: subscription.product.title })}</p>
            <Button onClick={() => void cancel()} disabled={busy}>
              {t('cancelSubscriptionYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('keepSubscription')}
            </Button>
          </div>
        ) : null}
        {error ? (
          <p className="account-form__error" role="alert">
            {t('cancelSubscriptionFailed')}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function SubscriptionsBody({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const query = useQuery(accountQueries.subscriptions(useService(apiServiceRef), user.id));
  if (query.data) {
    const list = query.data.subscriptions;
    if (list.length === 0) return <p className="my-content__empty">{t('subscriptionsEmpty')}</p>;
    return (
      <ul className="account-area__items">
        {list.map((subscription) => (
          <SubscriptionRow key={subscription.id} subscription={subscription} user={user} />
        ))}
      </ul>
    );
  }
  if (query.isError) return <LoadError messageKey="subscriptionsFailed" onRetry={() => void query.refetch()} />;
  return <Spinner label={t('loading')} />;
}

/** /me/subscriptions: the member's subscriptions, each cancellable after a confirmation. */
export function SubscriptionsScreen() {
  return (
    <MemberScreen titleKey="subscriptions" guestTextKey="logInToSeeSubscriptions">
      {(user) => <SubscriptionsBody user={user} />}
    </MemberScreen>
  );
}
