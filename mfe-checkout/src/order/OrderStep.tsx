import {
  apiServiceRef,
  queryClientServiceRef,
  sessionServiceRef,
  type CheckoutIntentResponse,
  type CheckoutPreview,
  type Product,
} from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useCheckoutActivity } from '../activity/useCheckoutActivity';
import { CheckoutAlert, type CheckoutAlertState } from '../checkoutModal/CheckoutAlert';
import { errorCode, isApiError, purchaseMessageKey } from '../checkoutModal/purchaseErrors';
import { translateFieldMessage } from '../i18n/translateFieldMessage';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { productQueries } from '../products/productQueries';
import { retryUnlessRefused } from '../checkoutModal/retryUnlessRefused';
import { AddressFields } from './AddressFields';
import { CouponField } from './CouponField';
import { GuestFields } from './GuestFields';
import { OrderBumps } from './OrderBumps';
import { OrderSummary } from './OrderSummary';
import {
  ORDER_FIELDS,
  addressOf,
  intentRequest,
  orderFieldOf,
  previewRequest,
  validateOrder,
  type OrderDraft,
  type OrderField,
  type OrderFieldErrors,
} from './orderDraft';
import { previewQueries } from './previewQueries';
import { usePayLabel } from './usePayLabel';
import './order.scss';

export interface OrderStepProps {
  product: Product;
  draft: OrderDraft;
  onDraftChange(change: Partial<OrderDraft>): void;
  /** From the URL (`referral`): passed on to the intent. */
  referral: string | null;
  /** Why the member is back on this step (a payment that failed once confirmed), shown until they act. */
  initialAlert: CheckoutAlertState | null;
  /** Back to the products; null when there is nothing to go back to. */
  onBack: (() => void) | null;
  /** The intent is made: on to the card, with the preview it was made for. */
  onIntent(response: CheckoutIntentResponse, preview: CheckoutPreview): void;
}

/**
 * The order: its lines, order bumps, a coupon, the address where the app charges tax, a guest's account, and what
 * is due today, priced live by the API as the member changes any of it. Pay makes the intent for that exact total.
 */
export function OrderStep({ product, draft, onDraftChange, referral, initialAlert, onBack, onIntent }: OrderStepProps) {
  const { t } = useCheckoutTranslation();
  const api = useService(apiServiceRef);
  const queryClient = useService(queryClientServiceRef);
  const guest = useService(sessionServiceRef).status !== 'authenticated';
  const report = useCheckoutActivity();
  const payLabel = usePayLabel();
  const formRef = useRef<HTMLFormElement>(null);

  const request = previewRequest(product, draft);
  // While a changed order is priced, the last figures stay (marked busy) instead of a spinner in their place.
  const preview = useQuery({
    ...previewQueries.preview(api, product.id, request),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
  const shown = preview.data?.preview ?? null;
  const current = preview.isPlaceholderData ? null : shown;
  const requiresAddress = shown?.requires_address ?? false;

  const [fieldErrors, setFieldErrors] = useState<OrderFieldErrors>({});
  const [alert, setAlert] = useState<CheckoutAlertState | null>(initialAlert);
  const [checkingCoupon, setCheckingCoupon] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Focus moves once the step has re-rendered with the error under its input.
  const [focusRequest, setFocusRequest] = useState<{ field: OrderField } | null>(null);
  useEffect(() => {
    const target = focusRequest ? formRef.current?.elements.namedItem(focusRequest.field) : null;
    if (target instanceof HTMLElement) target.focus();
  }, [focusRequest]);

  // A preview the API refused says why where the member can fix it. Derived from the query's error, and memoised
  // on it, so the alert is the same object until another error comes (it takes focus when it changes).
  const previewError = preview.error;
  const refetchPreview = preview.refetch;
  const previewProblem = useMemo(() => {
    if (!previewError) return { fields: {} as OrderFieldErrors, alert: null };
    const code = errorCode(previewError);
    const field = isApiError(previewError, 'invalid_input') ? orderFieldOf(previewError.field) : null;
    if (code === 'invalid_coupon') return { fields: { coupon: t('invalidCoupon') }, alert: null };
    if (code === 'invalid_customer_location') return { fields: { country: t('invalidLocation') }, alert: null };
    if (field && isApiError(previewError)) {
      return { fields: { [field]: translateFieldMessage(t, previewError.message) }, alert: null };
    }
    const key = purchaseMessageKey(code);
    const shownAlert: CheckoutAlertState = key
      ? { kind: 'message', message: t(key) }
      : { kind: 'problem', retry: () => void refetchPreview() };
    return { fields: {} as OrderFieldErrors, alert: shownAlert };
  }, [previewError, refetchPreview, t]);

  // The product changed since it was listed (a new price is a new version): list it again, which prices it again.
  const staleVersion = isApiError(previewError, 'invalid_version');
  useEffect(() => {
    if (staleVersion) void queryClient.invalidateQueries({ queryKey: productQueries.all() });
  }, [staleVersion, queryClient]);
  useEffect(() => {
    if (previewError) report('checkout_error', { code: errorCode(previewError), step: 'order' });
  }, [previewError, report]);

  const change = (patch: Partial<OrderDraft>) => {
    onDraftChange(patch);
    // An error goes as soon as the member changes what it is about.
    const cleared = Object.keys(patch).flatMap((key) => (key === 'couponInput' ? ['coupon'] : [key]));
    if (cleared.some((key) => key in fieldErrors)) {
      setFieldErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => !cleared.includes(key))));
    }
  };

  const showFieldError = (field: OrderField, message: string) => {
    setFieldErrors((errors) => ({ ...errors, [field]: message }));
    setFocusRequest({ field });
  };

  /** Says why a call failed, where the member can act on it; anything unforeseen is the general problem. */
  const failed = (error: unknown, retry: () => void) => {
    const code = errorCode(error);
    report('checkout_error', { code, step: 'order' });
    const field = isApiError(error, 'invalid_input') ? orderFieldOf(error.field) : null;
    if (code === 'invalid_coupon') showFieldError('coupon', t('invalidCoupon'));
    else if (code === 'invalid_customer_location') showFieldError('country', t('invalidLocation'));
    else if (field && isApiError(error)) showFieldError(field, translateFieldMessage(t, error.message));
    else if (code === 'existing_subscriber')
      setAlert({ kind: 'message', message: t('existingSubscriber'), signIn: true });
    else {
      if (code === 'order_preview_mismatch' || code === 'invalid_version') {
        // Priced again meanwhile: fetch the new figures, which the member checks before paying again.
        void queryClient.invalidateQueries({ queryKey: previewQueries.all() });
        if (code === 'invalid_version') void queryClient.invalidateQueries({ queryKey: productQueries.all() });
      }
      const key = purchaseMessageKey(code);
      if (key) setAlert({ kind: 'message', message: t(key) });
      else if (isApiError(error, 'invalid_input'))
        setAlert({ kind: 'message', message: translateFieldMessage(t, error.message) });
      else setAlert({ kind: 'problem', retry });
    }
  };

  const applyCoupon = async () => {
    const code = draft.couponInput.trim();
    if (!code) {
      showFieldError('coupon', t('fieldRequired'));
      return;
    }
    setCheckingCoupon(true);
    try {
      // The order priced with the coupon: accepted, it becomes the order's (the query is cached for the step).
      await queryClient.fetchQuery(previewQueries.preview(api, product.id, { ...request, coupon_code: code }));
      onDraftChange({ coupon: code });
      setFieldErrors(({ coupon: _, ...rest }) => rest);
    } catch (error) {
      failed(error, () => void applyCoupon());
    } finally {
      setCheckingCoupon(false);
    }
  };

  const sendIntent = async (body: ReturnType<typeof intentRequest>, priced: CheckoutPreview) => {
    setSubmitting(true);
    setAlert(null);
    try {
      const response = await api.post<CheckoutIntentResponse>(
        `/products/${encodeURIComponent(product.id)}/intent`,
        body,
      );
      onIntent(response, priced);
    } catch (error) {
      setSubmitting(false);
      failed(error, () => void sendIntent(body, priced));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !current) return;
    const errors = validateOrder(draft, { guest, requiresAddress }, t);
    setFieldErrors(errors);
    const firstInvalid = ORDER_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      setFocusRequest({ field: firstInvalid });
      return;
    }
    void sendIntent(intentRequest(current, request, draft, { guest, referral }), current);
  };

  const errors = { ...previewProblem.fields, ...fieldErrors };
  return (
    <form ref={formRef} className="checkout-step" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
      <CheckoutAlert alert={alert ?? previewProblem.alert} />
      {shown || !preview.isError ? (
        <OrderSummary preview={shown} updating={preview.isFetching} hasAddress={Boolean(addressOf(draft))} />
      ) : null}
      <OrderBumps bumps={product.order_bumps} chosen={draft.bumps} onChange={(bumps) => change({ bumps })} />
      <CouponField
        value={draft.couponInput}
        onChange={(couponInput) => change({ couponInput })}
        // As the owner wrote it (codes match in any case): the preview names it once it is priced in.
        applied={draft.coupon ? (shown?.coupon?.code ?? draft.coupon) : null}
        error={errors.coupon ?? null}
        checking={checkingCoupon}
        onApply={() => void applyCoupon()}
        onRemove={() => change({ coupon: null, couponInput: '' })}
      />
      {requiresAddress ? (
        <AddressFields
          draft={draft}
          errors={errors}
          onChange={(patch) => change(patch.country !== undefined ? { ...patch, postcode: '' } : patch)}
        />
      ) : null}
      {guest ? <GuestFields draft={draft} errors={errors} onChange={change} /> : null}
      <div className="checkout-actions">
        <Button
          type="submit"
          className="checkout-pay"
          disabled={!current || submitting}
          aria-busy={submitting || undefined}
        >
          {shown ? payLabel(shown) : preview.isError ? t('confirmOrder') : t('loading')}
        </Button>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {t('back')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
