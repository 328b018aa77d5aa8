import {
  ApiError,
  apiServiceRef,
  busServiceRef,
  CHECKOUT_PARAMS,
  dateTimeFormat,
  type Purchase,
  type SubscriptionsResponse,
  type User,
} from '@stride/shared';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { MemberScreen } from '../accountArea/MemberScreen';
import { definition } from '../definition';
import { accountQueries } from '../members/memberQueries';
import { purchaseQueries } from '../purchases/purchaseQueries';
import { useProductPrice } from '../purchases/useProductPrice';
import { accessKeptUntil, canCancel, subscriptionOutlook } from './subscriptionOutlook';
import '../myContent/myContent.scss';
import './subscriptions.scss';

/** DELETE /subscriptions/{id}: the subscription as it is now (still active until its period ends, or canceled). */
interface CancelSubscriptionResponse {
  subscription: Purchase;
}

type CancelError = 'failed' | 'appStore';

/** Where focus goes when the confirmation closes, so a keyboard or screen-reader user is not left nowhere. */
type FocusTarget = 'cancel' | 'outlook' | null;

function SubscriptionRow({ subscription, user }: { subscription: Purchase; user: User }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  const queryClient = useQueryClient();
  const price = useProductPrice();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CancelError | null>(null);
  // Set by the handlers, acted on once React has drawn the row that follows.
  const focusNext = useRef<FocusTarget>(null);
  const cancelButtonId = useId();
  const outlookLine = useRef<HTMLSpanElement>(null);
  const day = dateTimeFormat(i18n.language, user.timezone, { dateStyle: 'medium' });
  const formatDay = (date: string) => day.format(new Date(date));
  // When the screen opened: whether a trial is still running, or a period end still ahead.
  const [now] = useState(() => Date.now());
  const outlook = subscriptionOutlook(subscription, now);
  const keptUntil = accessKeptUntil(subscription, now);

  useEffect(() => {
    if (focusNext.current === null) return;
    const target = focusNext.current === 'cancel' ? document.getElementById(cancelButtonId) : outlookLine.current;
    // The line saying until when access lasts may appear only with the refetched subscription: wait for it.
    if (!target && focusNext.current === 'outlook') return;
    focusNext.current = null;
    target?.focus();
  });

  const cancel = async () => {
    setBusy(true);
    setError(null);
    const subscriptionsKey = accountQueries.subscriptions(api, user.id).queryKey;
    try {
      const answer = await api.delete<CancelSubscriptionResponse>(
        `/subscriptions/${encodeURIComponent(subscription.id)}`,
      );
      // Show what the API answered at once (access until the period ends), then refetch the lists it changes.
      if (answer?.subscription) {
        queryClient.setQueryData<SubscriptionsResponse>(subscriptionsKey, (old) =>
          old
            ? {
                subscriptions: old.subscriptions.map((item) =>
                  item.id === answer.subscription.id ? answer.subscription : item,
                ),
              }
            : old,
        );
      }
      setConfirming(false);
      focusNext.current = 'outlook';
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionsKey }),
        queryClient.invalidateQueries({ queryKey: purchaseQueries.all }),
      ]);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'managed_by_app_store') {
        // Only the App Store can cancel it: say where, and close the confirmation.
        setError('appStore');
        setConfirming(false);
        focusNext.current = 'cancel';
      } else setError('failed');
    } finally {
      setBusy(false);
    }
  };

  const keep = () => {
    setConfirming(false);
    focusNext.current = 'cancel';
  };

  const payNow = () =>
    bus.emit('modal:open', { modal: 'checkout', params: { [CHECKOUT_PARAMS.pastDue]: subscription.product_id } });

  return (
    <li className="account-area__item">
      <div className="my-content__row">
        <span className="my-content__title" dir="auto">
          {subscription.product.title}
        </span>
        <span className="my-content__detail">{price(subscription.product)}</span>
        <span className="my-content__detail">{t('purchasedOn', { date: formatDay(subscription.created_at) })}</span>
        {outlook ? (
          <span ref={outlookLine} tabIndex={-1} className="account-subscription__outlook">
            {outlook.key === 'subscriptionEnded' ? t(outlook.key) : t(outlook.key, { date: formatDay(outlook.date) })}
          </span>
        ) : null}
        <span className={`my-content__status my-content__status--${subscription.status}`}>
          {t(`purchaseStatus_${subscription.status}`)}
        </span>
        {subscription.status === 'past_due' && !subscription.cancel_at_period_end ? (
          <div className="account-subscription__warning">
            <p className="account-subscription__warning-text">{t('subscriptionPaymentFailed')}</p>
            <Button onClick={payNow} aria-label={t('payNowFor', { title: subscription.product.title })}>
              {t('payNow')}
            </Button>
          </div>
        ) : null}
        {canCancel(subscription) && !confirming ? (
          <Button
            id={cancelButtonId}
            variant="secondary"
            className="account-subscription__cancel"
            onClick={() => setConfirming(true)}
          >
            {t('cancelSubscription')}
          </Button>
        ) : null}
        {confirming ? (
          <div className="account-confirm" role="group" aria-label={t('cancelSubscription')}>
            <p className="account-confirm__text">
              {keptUntil
                ? t('cancelSubscriptionConfirmUntil', { title: subscription.product.title, date: formatDay(keptUntil) })
                : t('cancelSubscriptionConfirm', { title: subscription.product.title })}
            </p>
            <div className="account-confirm__actions">
              <Button onClick={() => void cancel()} disabled={busy}>
                {t('cancelSubscriptionYes')}
              </Button>
              {/* The safe choice has focus when the question appears. */}
              <Button variant="secondary" onClick={keep} disabled={busy} autoFocus>
                {t('keepSubscription')}
              </Button>
            </div>
          </div>
        ) : null}
        {error ? (
          <p className="account-subscription__error" role="alert">
            {t(error === 'appStore' ? 'cancelManagedByAppStore' : 'cancelSubscriptionFailed')}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function SubscriptionsBody({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  const queryClient = useQueryClient();
  const query = useQuery(accountQueries.subscriptions(api, user.id));

  // A past-due renewal paid in the checkout (Pay now) changes the list, the purchases and the invoices.
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: accountQueries.subscriptions(api, user.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: purchaseQueries.all });
    };
    bus.on('checkout:completed', refresh);
    return () => bus.off('checkout:completed', refresh);
  }, [api, bus, queryClient, user.id]);

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

/**
 * /me/subscriptions: the member's subscriptions, each saying what to expect (renews, free trial, access until,
 * ended), a past-due one with Pay now (#checkout with past_due), each cancellable after a confirmation.
 */
export function SubscriptionsScreen() {
  return (
    <MemberScreen titleKey="subscriptions" guestTextKey="logInToSeeSubscriptions">
      {(user) => <SubscriptionsBody user={user} />}
    </MemberScreen>
  );
}
