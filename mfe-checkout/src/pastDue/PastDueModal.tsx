import {
  apiServiceRef,
  busServiceRef,
  navigationServiceRef,
  sessionServiceRef,
  type CheckoutIntent,
  type Purchase,
  type SubscriptionsResponse,
} from '@stride/shared';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ActivationStep } from '../activation/ActivationStep';
import { useCheckoutActivity } from '../activity/useCheckoutActivity';
import { CheckoutAlert, type CheckoutAlertState } from '../checkoutModal/CheckoutAlert';
import { StepDialog } from '../checkoutModal/StepDialog';
import { SUCCESS_CLOSE_MS } from '../checkoutModal/CheckoutModal';
import { pastDueReturnUrl, readCheckoutParams } from '../checkoutModal/checkoutParams';
import { errorCode, isApiError, purchaseMessageKey } from '../checkoutModal/purchaseErrors';
import { retryUnlessRefused } from '../checkoutModal/retryUnlessRefused';
import type { CheckoutStringKey } from '../i18n/en';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { SandboxAuthentication } from '../payment/SandboxAuthentication';
import { SandboxCardForm } from '../payment/SandboxCardForm';
import { StripePaymentForm } from '../payment/StripePaymentForm';
import { usePriceText } from '../products/usePriceText';
import { pastDueQueries, pastDueSubscriptionOf } from './pastDueQueries';
import '../checkoutModal/checkoutModal.scss';
import './pastDue.scss';

/** Where the member is in paying a past-due subscription; activity names the steps as the purchase does. */
type PastDueStep =
  | { name: 'payment'; alert: CheckoutAlertState | null }
  | { name: 'authentication'; intent: CheckoutIntent }
  | { name: 'activating'; subscriptionId: string }
  | { name: 'failed' }
  | { name: 'success' };

/** The API's answers that mean there is nothing (left) to pay: paid meanwhile, canceled, or not the member's. */
const NOTHING_TO_PAY_CODES = new Set(['subscription_not_past_due', 'subscription_not_found']);

export interface PastDueModalProps {
  /** The product of the past-due subscription (`past_due` of the URL). */
  productId: string;
  close(): void;
}

/**
 * #checkout with `past_due` (spec §3 past_due_subscriptions, §7 POST /subscriptions/{id}/pay): a member whose
 * renewal failed pays its open invoice with a new card. It says which subscription and what it costs, that access
 * goes on for now but ends unless they update their card, then the checkout's own card step (the sandbox's form or
 * Stripe's Payment Element, by the intent) with "Pay £9.99". Once paid it waits for the subscription to be active
 * again (the provider's webhook), says so on the bus (`checkout:completed`: the shell re-reads the member, whose
 * past_due_subscriptions empties) and closes. A guest, or a member with no such past-due subscription, has nothing
 * to pay. The shell reported the prompt (checkout_past_due_prompted); this reports the payment as a checkout.
 */
export function PastDueModal({ productId, close }: PastDueModalProps) {
  const { t } = useCheckoutTranslation();
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  const session = useService(sessionServiceRef);
  const { search } = useService(navigationServiceRef).location;
  const report = useCheckoutActivity();
  const user = session.status === 'authenticated' ? session.user : null;

  // A return from a payment page is read on opening (CheckoutDialog then drops it from the URL).
  const [returned] = useState(() => readCheckoutParams(search).returnSubscriptionId);
  const [step, setStep] = useState<PastDueStep>(() =>
    returned ? { name: 'activating', subscriptionId: returned } : { name: 'payment', alert: null },
  );

  // The shell hands a new `close` whenever the URL changes; the dialog keeps the latest.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);

  const subscriptions = useQuery({
    ...pastDueQueries.subscriptions(api, user?.id ?? ''),
    // Back from a payment page there is nothing more to pay: only the subscription's activation is waited for.
    enabled: user !== null && !returned,
    retry: retryUnlessRefused,
    // What is on screen while the member types their card stays put.
    refetchOnWindowFocus: false,
  });
  const subscription = subscriptions.data ? pastDueSubscriptionOf(subscriptions.data.subscriptions, productId) : null;

  const intent = useQuery({
    ...pastDueQueries.payIntent(api, user?.id ?? '', subscription?.id ?? ''),
    enabled: user !== null && subscription !== null,
  });

  const completedRef = useRef(false);
  const startedRef = useRef(Boolean(returned));
  useEffect(() => {
    if (startedRef.current || !subscription) return;
    startedRef.current = true;
    report('checkout_started', { past_due: productId });
  }, [subscription, productId, report]);

  const reportedStepRef = useRef(step.name);
  useEffect(() => {
    if (reportedStepRef.current === step.name) return;
    reportedStepRef.current = step.name;
    if (step.name !== 'success' && step.name !== 'failed') report('checkout_progressed', { step: step.name });
  }, [step.name, report]);

  const intentError = intent.error;
  useEffect(() => {
    if (intentError) report('checkout_error', { code: errorCode(intentError), step: 'payment' });
  }, [intentError, report]);

  // The member dismissed the dialog before the payment went through (Escape, ×, the backdrop).
  const dismiss = useCallback(() => {
    if (startedRef.current && !completedRef.current) report('checkout_aborted', { step: step.name });
    closeRef.current();
  }, [report, step.name]);

  useEffect(() => {
    if (step.name !== 'success') return;
    const timer = setTimeout(() => closeRef.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step.name]);

  const onActivated = useCallback(
    (_data: SubscriptionsResponse) => {
      if (completedRef.current || step.name !== 'activating') return;
      completedRef.current = true;
      bus.emit('checkout:completed', { productId, checkoutId: step.subscriptionId });
      report('checkout_completed', { past_due: productId, subscription_id: step.subscriptionId });
      setStep({ name: 'success' });
    },
    [bus, productId, report, step],
  );

  const onActivationFailed = useCallback(
    (code: string | null) => {
      report('checkout_error', { code: code ?? 'subscription_not_active', step: 'activating' });
      setStep({ name: 'failed' });
    },
    [report],
  );

  const refetchSubscriptions = subscriptions.refetch;
  const refetchIntent = intent.refetch;
  const loadAlert = useMemo<CheckoutAlertState>(
    () => ({
      kind: 'message',
      message: t('paymentUpdateFailed'),
      help: true,
      retry: () => void (intentError ? refetchIntent() : refetchSubscriptions()),
    }),
    [t, intentError, refetchIntent, refetchSubscriptions],
  );
  const failedAlert = useMemo<CheckoutAlertState>(
    () => ({ kind: 'message', message: t('paymentUpdateFailed'), help: true }),
    [t],
  );

  const nothingToPay = (
    <div className="checkout-step">
      <p className="checkout-text" role="status">
        {t('nothingToPay')}
      </p>
      <div className="checkout-actions">
        <Button onClick={() => closeRef.current()}>{t('close')}</Button>
      </div>
    </div>
  );

  let titleKey: CheckoutStringKey = 'pastDueTitle';
  let body: ReactNode;
  if (step.name === 'success') {
    titleKey = 'successTitle';
    body = (
      <p className="checkout-success" role="status">
        {t('pastDueSuccess')}
      </p>
    );
  } else if (step.name === 'failed') {
    body = <CheckoutAlert alert={failedAlert} />;
  } else if (session.status === 'unchecked') {
    titleKey = 'title';
    body = <Spinner label={t('loading')} />;
  } else if (!user) {
    titleKey = 'title';
    body = nothingToPay;
  } else if (step.name === 'activating') {
    titleKey = 'pastDueActivatingTitle';
    body = (
      <ActivationStep
        watch={pastDueQueries.activation(api, user.id, step.subscriptionId)}
        label={t('pastDueActivating')}
        onActivated={onActivated}
        onFailed={onActivationFailed}
      />
    );
  } else if (subscriptions.isPending) {
    titleKey = 'title';
    body = <Spinner label={t('loading')} />;
  } else if (subscriptions.isError) {
    body = <CheckoutAlert alert={loadAlert} />;
  } else if (!subscription || isNothingToPay(intent.error)) {
    titleKey = 'title';
    body = nothingToPay;
  } else if (intent.isError) {
    body = (
      <div className="checkout-step">
        <PastDueSummary subscription={subscription} />
        <CheckoutAlert alert={loadAlert} />
      </div>
    );
  } else if (step.name === 'authentication') {
    titleKey = 'authenticationTitle';
    body = (
      <SandboxAuthentication
        intent={step.intent}
        onSucceeded={() => setStep({ name: 'activating', subscriptionId: subscription.id })}
        onFailed={(code) =>
          setStep({
            name: 'payment',
            alert: { kind: 'message', message: t(purchaseMessageKey(code) ?? 'paymentNotSuccessful') },
          })
        }
      />
    );
  } else if (!intent.data) {
    titleKey = 'title';
    body = <Spinner label={t('loading')} />;
  } else {
    body = (
      <PastDuePayment
        subscription={subscription}
        intent={intent.data}
        alert={step.alert}
        onSucceeded={() => setStep({ name: 'activating', subscriptionId: subscription.id })}
        onRequiresAction={(paying) => setStep({ name: 'authentication', intent: paying })}
      />
    );
  }
  return (
    <StepDialog title={t(titleKey)} onClose={dismiss}>
      {body}
    </StepDialog>
  );
}

function isNothingToPay(error: unknown): boolean {
  return isApiError(error) && NOTHING_TO_PAY_CODES.has(error.code);
}

/** Which subscription is due and what it costs per period, and that access ends unless the card is updated. */
function PastDueSummary({ subscription }: { subscription: Purchase }) {
  const { t } = useCheckoutTranslation();
  const { productPrice } = usePriceText();
  return (
    <div className="checkout-past-due">
      <p className="checkout-past-due__product">
        <span dir="auto">{subscription.product.title}</span>
        <span className="checkout-past-due__price">{productPrice(subscription.product)}</span>
      </p>
      <p className="checkout-text">{t('pastDueText')}</p>
    </div>
  );
}

/** The summary above the checkout's card step for the open invoice's intent. */
function PastDuePayment({
  subscription,
  intent,
  alert,
  onSucceeded,
  onRequiresAction,
}: {
  subscription: Purchase;
  intent: CheckoutIntent;
  alert: CheckoutAlertState | null;
  onSucceeded(): void;
  onRequiresAction(intent: CheckoutIntent): void;
}) {
  const { t } = useCheckoutTranslation();
  const { money } = usePriceText();
  const payLabel = t('pay', { amount: money(intent.amount_cents, intent.currency) });
  return (
    <div className="checkout-step">
      <PastDueSummary subscription={subscription} />
      {intent.provider === 'stripe' ? (
        <StripePaymentForm
          intent={intent}
          payLabel={payLabel}
          returnUrl={() => pastDueReturnUrl(window.location.href, subscription.id)}
          onSucceeded={onSucceeded}
        />
      ) : (
        <SandboxCardForm
          intent={intent}
          payLabel={payLabel}
          initialAlert={alert}
          onSucceeded={onSucceeded}
          onRequiresAction={() => onRequiresAction(intent)}
        />
      )}
    </div>
  );
}
