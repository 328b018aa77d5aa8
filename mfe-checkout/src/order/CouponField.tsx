import { Button } from '@stride/shared/react';
import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';

export interface CouponFieldProps {
  value: string;
  onChange(value: string): void;
  /** The coupon priced into the order, if any. */
  applied: string | null;
  error: string | null;
  checking: boolean;
  onApply(): void;
  onRemove(): void;
}

/** A coupon code with Apply: the order is priced with it at once, or the reason it was refused shows below. */
export function CouponField({ value, onChange, applied, error, checking, onApply, onRemove }: CouponFieldProps) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  // Enter applies the code: the step's form would otherwise take it as Pay.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onApply();
  };
  const errorText = error ? (
    <span id={errorId} className="stride-field__error" role="alert">
      {error}
    </span>
  ) : null;
  if (applied) {
    return (
      <div className="stride-field checkout-coupon">
        <p className="checkout-coupon__applied">
          <span dir="auto">{t('couponApplied', { code: applied })}</span>
          <Button variant="link" className="checkout-link-button" onClick={onRemove}>
            {t('removeCoupon')}
          </Button>
        </p>
        {errorText}
      </div>
    );
  }
  return (
    <div className="stride-field checkout-coupon">
      <label htmlFor={id}>{t('couponLabel')}</label>
      <div className="checkout-coupon__row">
        <input
          id={id}
          name="coupon"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button variant="secondary" onClick={onApply} disabled={checking} aria-busy={checking || undefined}>
          {t('applyCoupon')}
        </Button>
      </div>
      {errorText}
    </div>
  );
}
