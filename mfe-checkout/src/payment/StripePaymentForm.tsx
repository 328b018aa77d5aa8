import type { CheckoutIntent } from '@stride/shared';
import { Spinner } from '@stride/shared/react';
import type { StripeElementLocale, Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useCheckoutActivity } from '../activity/useCheckoutActivity';
import { CheckoutAlert, type CheckoutAlertState } from '../checkoutModal/CheckoutAlert';
import { PayActions } from './PayActions';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { loadStripeJs } from './loadStripeJs';
import { stripeAppearance } from './stripeAppearance';
import { stripeErrorCode, stripeErrorMessage } from './stripeErrorMessage';
import './payment.scss';

export interface StripePaymentFormProps {
  intent: CheckoutIntent;
  payLabel: string;
  /**
   * Where a payment method that leaves the page (a bank's page) sends the member back: #checkout with what the
   * dialog goes on waiting for (the checkout, or the past-due subscription). Asked for at the moment of paying.
   */
  returnUrl(): string;
  onSucceeded(): void;
  /** The step before the card; none: the dialog's close button is the way out. */
  onBack?(): void;
}

interface Loaded {
  stripe: Stripe;
  elements: StripeElements;
}

/**
 * Stripe's Payment Element for the intent, confirmed in place (`redirect: 'if_required'`): a card stays in the
 * dialog, 3-D Secure included; only a payment method that needs another page leaves, and comes back to
 * `returnUrl()`. A payment intent is confirmed with confirmPayment, a setup intent (a free trial, nothing due
 * today) with confirmSetup. Used by the purchase and by a past-due subscription's payment alike.
 */
export function StripePaymentForm({ intent, payLabel, returnUrl, onSucceeded, onBack }: StripePaymentFormProps) {
  const { t, language } = useCheckoutTranslation();
  const report = useCheckoutActivity();
  const mountRef = useRef<HTMLDivElement>(null);
  const loadedRef = useRef<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<CheckoutAlertState | null>(null);

  const { publishable_key: publishableKey, client_secret: clientSecret } = intent;
  useEffect(() => {
    const into = mountRef.current;
    if (!into || !publishableKey) return;
    let cancelled = false;
    let element: StripePaymentElement | null = null;
    loadStripeJs(publishableKey)
      .then((stripe) => {
        if (cancelled) return;
        const elements = stripe.elements({
          clientSecret,
          appearance: stripeAppearance(into),
          locale: language as StripeElementLocale,
        });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => setReady(true));
        element.mount(into);
        loadedRef.current = { stripe, elements };
      })
      .catch(() => {
        if (cancelled) return;
        report('checkout_error', { code: 'stripe_unavailable', step: 'payment' });
        setAlert({ kind: 'problem', retry: () => setAttempt((count) => count + 1) });
      });
    return () => {
      cancelled = true;
      element?.destroy();
      loadedRef.current = null;
    };
  }, [publishableKey, clientSecret, language, attempt, report]);

  const confirm = async () => {
    const stripe = loadedRef.current;
    if (!stripe) return;
    setSubmitting(true);
    setAlert(null);
    const confirmParams = { return_url: returnUrl() };
    const options = { elements: stripe.elements, confirmParams, redirect: 'if_required' as const };
    let result;
    try {
      result =
        intent.kind === 'setup_intent'
          ? await stripe.stripe.confirmSetup(options)
          : await stripe.stripe.confirmPayment(options);
    } catch {
      // Stripe.js answers refusals as `error`; a throw is the connection or the script.
      setSubmitting(false);
      report('checkout_error', { code: 'network_error', step: 'payment' });
      setAlert({ kind: 'problem', retry: () => void confirm() });
      return;
    }
    if (!result.error) return onSucceeded();
    setSubmitting(false);
    const key = stripeErrorMessage(result.error);
    if (!key) return;
    report('checkout_error', { code: stripeErrorCode(result.error), step: 'payment' });
    setAlert({ kind: 'message', message: t(key) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) void confirm();
  };

  return (
    <form className="checkout-step" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
      <CheckoutAlert alert={alert} />
      {ready ? null : <Spinner label={t('paymentFormLoading')} />}
      <div key={attempt} ref={mountRef} className="checkout-stripe" />
      <PayActions payLabel={payLabel} submitting={submitting} disabled={!ready} onBack={onBack} />
    </form>
  );
}
