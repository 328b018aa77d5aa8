import { Field } from '@stride/shared/react';
import { taxRegionOf } from '@stride/shared/billing';
import { useId, useMemo } from 'react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { countryOptions } from './countryOptions';
import type { OrderDraft, OrderFieldErrors } from './orderDraft';

export interface AddressFieldsProps {
  draft: Pick<OrderDraft, 'country' | 'postcode'>;
  errors: OrderFieldErrors;
  onChange(change: Partial<Pick<OrderDraft, 'country' | 'postcode'>>): void;
}

/** Where the buyer is, for tax: a country the app sells to and, where taxes follow it, a postcode. */
export function AddressFields({ draft, errors, onChange }: AddressFieldsProps) {
  const { t, language } = useCheckoutTranslation();
  const id = useId();
  const options = useMemo(() => countryOptions(language), [language]);
  const region = taxRegionOf(draft.country);
  const countryError = errors.country ?? null;
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-section-title">{t('addressLegend')}</legend>
      <div className="stride-field">
        <label htmlFor={id}>{t('country')}</label>
        <select
          id={id}
          name="country"
          value={draft.country}
          onChange={(event) => onChange({ country: event.target.value })}
          autoComplete="country"
          required
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${id}-error` : undefined}
        >
          <option value="">{t('chooseCountry')}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        {countryError ? (
          <span id={`${id}-error`} className="stride-field__error" role="alert">
            {countryError}
          </span>
        ) : null}
      </div>
      {region?.postcode ? (
        <Field
          label={t('postcode')}
          name="postcode"
          autoComplete="postal-code"
          required
          value={draft.postcode}
          onChange={(event) => onChange({ postcode: event.target.value })}
          error={errors.postcode ?? null}
        />
      ) : null}
    </fieldset>
  );
}
