import { apiServiceRef, type CheckoutIntent, type SandboxIntentResponse } from '@stride/shared';
import { SANDBOX_CARDS } from '@stride/shared/billing';
import { Field, useService } from '@stride/shared/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useCheckoutActivity } from '../activity/useCheckoutActivity';
import { CheckoutAlert, type CheckoutAlertState } from '../checkoutModal/CheckoutAlert';
import { errorCode, isApiError, purchaseMessageKey } from '../checkoutModal/purchaseErrors';
import { translateFieldMessage } from '../i18n/translateFieldMessage';
import { PayActions } from './PayActions';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import {
  CARD_FIELDS,
  cardFieldOf,
  groupCardNumber,
  sandboxConfirmBody,
  validateCard,
  type CardField,
  type CardInput,
} from './cardInput';
import './payment.scss';

/** The input names of the card fields, for focus. */
const INPUT_NAMES: Record<CardField, string> = { number: 'card_number', expiry: 'card_expiry', cvc: 'card_cvc' };

export interface SandboxCardFormProps {
  intent: CheckoutIntent;
  payLabel: string;
  /** Why the member is back at the card (authentication refused), shown until they pay again. */
  initialAlert: CheckoutAlertState | null;
  onSucceeded(): void;
  /** The card asks the bank to confirm (3-D Secure): the authentication step. */
  onRequiresAction(): void;
  /** The step before the card; none: the dialog's close button is the way out. */
  onBack?(): void;
}

/**
 * The sandbox's card step, standing in for Stripe's form outside production: the card goes to the sandbox only,
 * which answers Stripe's test cards as Stripe's test mode does. A declined card says so and the form stays, with
 * what was typed, for another try. Used by the purchase and by a past-due subscription's payment alike.
 */
export function SandboxCardForm({
  intent,
  payLabel,
  initialAlert,
  onSucceeded,
  onRequiresAction,
  onBack,
}: SandboxCardFormProps) {
  const { t } = useCheckoutTranslation();
  const api = useService(apiServiceRef);
  const report = useCheckoutActivity();
  const formRef = useRef<HTMLFormElement>(null);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [alert, setAlert] = useState<CheckoutAlertState | null>(initialAlert);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: CardField } | null>(null);
  useEffect(() => {
    const target = focusRequest ? formRef.current?.elements.namedItem(INPUT_NAMES[focusRequest.field]) : null;
    if (target instanceof HTMLElement) target.focus();
  }, [focusRequest]);

  const paymentFailed = (code: string) => {
    report('checkout_error', { code, step: 'payment' });
    setAlert({ kind: 'message', message: t(purchaseMessageKey(code) ?? 'paymentNotSuccessful') });
  };

  const confirm = async (body: ReturnType<typeof sandboxConfirmBody>) => {
    setSubmitting(true);
    setAlert(null);
    try {
      const { intent: state } = await api.post<SandboxIntentResponse>(
        `/sandbox/intents/${encodeURIComponent(intent.intent_id)}/confirm`,
        body,
      );
      if (state.status === 'succeeded') return onSucceeded();
      if (state.status === 'requires_action') return onRequiresAction();
      setSubmitting(false);
      paymentFailed(state.last_error ?? 'card_declined');
    } catch (error) {
      setSubmitting(false);
      const code = errorCode(error);
      const field = isApiError(error, 'invalid_input') ? cardFieldOf(error.field) : null;
      if (field && isApiError(error)) {
        report('checkout_error', { code, step: 'payment' });
        setErrors({ [field]: translateFieldMessage(t, error.message) });
        setFocusRequest({ field });
      } else if (purchaseMessageKey(code)) paymentFailed(code);
      else {
        report('checkout_error', { code, step: 'payment' });
        setAlert({ kind: 'problem', retry: () => void confirm(body) });
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateCard(card, new Date());
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    const firstInvalid = CARD_FIELDS.find((field) => found[field]);
    if (firstInvalid) setFocusRequest({ field: firstInvalid });
    else void confirm(sandboxConfirmBody(card, intent.client_secret));
  };

  const field = (name: CardField) => ({
    name: INPUT_NAMES[name],
    value: card[name],
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => {
      setCard((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  return (
    <form ref={formRef} className="checkout-step" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
      <CheckoutAlert alert={alert} />
      <p className="checkout-note checkout-sandbox-note" role="note">
        {t('sandboxNotice', {
          succeeds: groupCardNumber(SANDBOX_CARDS.succeeds),
          declined: groupCardNumber(SANDBOX_CARDS.declined),
          authentication: groupCardNumber(SANDBOX_CARDS.requiresAuthentication),
        })}
      </p>
      <Field label={t('cardNumber')} inputMode="numeric" autoComplete="cc-number" required {...field('number')} />
      <div className="checkout-card-row">
        <Field label={t('cardExpiry')} inputMode="numeric" autoComplete="cc-exp" required {...field('expiry')} />
        <Field label={t('cardCvc')} inputMode="numeric" autoComplete="cc-csc" required {...field('cvc')} />
      </div>
      <PayActions payLabel={payLabel} submitting={submitting} onBack={onBack} />
    </form>
  );
}
