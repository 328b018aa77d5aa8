import { Button } from '@stride/shared/react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';

/** A card step's buttons: Pay (busy while the payment is sent) and, where there is a step before, Back. */
export function PayActions({
  payLabel,
  submitting,
  disabled = false,
  onBack,
}: {
  payLabel: string;
  submitting: boolean;
  disabled?: boolean;
  onBack?: () => void;
}) {
  const { t } = useCheckoutTranslation();
  return (
    <div className="checkout-actions">
      <Button
        type="submit"
        className="checkout-pay"
        disabled={disabled || submitting}
        aria-busy={submitting || undefined}
      >
        {payLabel}
      </Button>
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          {t('back')}
        </Button>
      ) : null}
    </div>
  );
}
