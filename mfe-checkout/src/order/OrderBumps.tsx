import type { OrderBump } from '@stride/shared';
import { useId } from 'react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { usePriceText } from '../products/usePriceText';

export interface OrderBumpsProps {
  bumps: readonly OrderBump[];
  chosen: readonly string[];
  onChange(chosen: string[]): void;
}

/** Products offered beside the one bought, each a checkbox with its price; ticking one prices the order again. */
export function OrderBumps({ bumps, chosen, onChange }: OrderBumpsProps) {
  const { t } = useCheckoutTranslation();
  if (bumps.length === 0) return null;
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-section-title">{t('bumpsLegend')}</legend>
      {bumps.map((bump) => (
        <BumpChoice
          key={bump.product_id}
          bump={bump}
          checked={chosen.includes(bump.product_id)}
          onToggle={(checked) =>
            onChange(checked ? [...chosen, bump.product_id] : chosen.filter((id) => id !== bump.product_id))
          }
        />
      ))}
    </fieldset>
  );
}

function BumpChoice({
  bump,
  checked,
  onToggle,
}: {
  bump: OrderBump;
  checked: boolean;
  onToggle(checked: boolean): void;
}) {
  const { money } = usePriceText();
  const id = useId();
  return (
    <div className="checkout-bump">
      <input
        id={id}
        type="checkbox"
        className="checkout-bump__box"
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
        aria-describedby={bump.description ? `${id}-description` : undefined}
      />
      <label htmlFor={id} className="checkout-bump__label">
        <span dir="auto">{bump.title}</span>
        <span className="checkout-bump__price">{money(bump.price_cents, bump.currency)}</span>
      </label>
      {bump.description ? (
        <p id={`${id}-description`} className="checkout-bump__description" dir="auto">
          {bump.description}
        </p>
      ) : null}
    </div>
  );
}
