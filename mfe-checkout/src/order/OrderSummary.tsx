import { dateTimeFormat, sessionServiceRef, type CheckoutPreview } from '@stride/shared';
import { Spinner, useService } from '@stride/shared/react';
import { useId } from 'react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { usePriceText } from '../products/usePriceText';

export interface OrderSummaryProps {
  /** The latest preview (while a new one loads, the one before). Null until the first arrives. */
  preview: CheckoutPreview | null;
  /** A new preview is on its way: the figures shown are about to change. */
  updating: boolean;
  /** The order is priced with the member's address (tax is then known). */
  hasAddress: boolean;
}

/**
 * The order's lines and what is due today: subtotal, discount and tax when there are any, the total (announced
 * politely when it changes), and for a subscription what each later period costs and when the first payment is.
 */
export function OrderSummary({ preview, updating, hasAddress }: OrderSummaryProps) {
  const { t, language } = useCheckoutTranslation();
  const { money, thenPrice } = usePriceText();
  const session = useService(sessionServiceRef);
  const headingId = useId();
  if (!preview) {
    return (
      <section className="checkout-summary" aria-labelledby={headingId}>
        <h3 id={headingId} className="checkout-section-title">
          {t('orderSummary')}
        </h3>
        <Spinner label={t('loading')} />
      </section>
    );
  }
  const amount = (cents: number) => money(cents, preview.currency);
  const showTax = preview.tax_cents > 0 || (preview.requires_address && hasAddress);
  const rate = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    preview.tax_rate_bp / 10_000,
  );
  const { recurring } = preview;
  const timeZone = session.status === 'authenticated' ? session.user.timezone : null;
  return (
    <section className="checkout-summary" aria-labelledby={headingId} aria-busy={updating || undefined}>
      <h3 id={headingId} className="checkout-section-title">
        {t('orderSummary')}
      </h3>
      <ul className="checkout-lines">
        {preview.lines.map((line) => (
          <li key={`${line.role}-${line.product_id}`} className="checkout-row">
            <span dir="auto">{line.title}</span>
            <span>{amount(line.amount_cents)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        {preview.discount_cents > 0 || showTax ? (
          <div className="checkout-row">
            <dt>{t('subtotal')}</dt>
            <dd>{amount(preview.subtotal_cents)}</dd>
          </div>
        ) : null}
        {preview.discount_cents > 0 ? (
          <div className="checkout-row checkout-row--discount">
            <dt>{t('discount', { code: preview.coupon?.code ?? '' })}</dt>
            <dd>{amount(-preview.discount_cents)}</dd>
          </div>
        ) : null}
        {showTax ? (
          <div className="checkout-row">
            <dt>{t('tax', { rate })}</dt>
            <dd>{amount(preview.tax_cents)}</dd>
          </div>
        ) : null}
      </dl>
      {preview.requires_address && !hasAddress ? <p className="checkout-note">{t('taxFromAddress')}</p> : null}
      <p className="checkout-row checkout-total" aria-live="polite">
        <span>{t('totalToday')}</span>
        <strong>{amount(preview.total_cents)}</strong>
      </p>
      {recurring ? (
        <p className="checkout-note">{thenPrice(recurring.interval, recurring.amount_cents, preview.currency)}</p>
      ) : null}
      {recurring && recurring.trial_days > 0 ? (
        <p className="checkout-note">
          {t('firstChargeOn', {
            date: dateTimeFormat(language, timeZone, { dateStyle: 'long' }).format(new Date(recurring.first_charge_at)),
          })}
        </p>
      ) : null}
    </section>
  );
}
