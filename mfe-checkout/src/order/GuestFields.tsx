import { Button, Field } from '@stride/shared/react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { useSignIn } from '../checkoutModal/useSignIn';
import type { OrderDraft, OrderFieldErrors } from './orderDraft';

type GuestValues = Pick<OrderDraft, 'name' | 'email' | 'password'>;

export interface GuestFieldsProps {
  draft: GuestValues;
  errors: OrderFieldErrors;
  onChange(change: Partial<GuestValues>): void;
}

/** A guest buys and becomes a member at once: the account's name, email and password, or Sign In instead. */
export function GuestFields({ draft, errors, onChange }: GuestFieldsProps) {
  const { t } = useCheckoutTranslation();
  const signIn = useSignIn();
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-section-title">{t('accountLegend')}</legend>
      <p className="checkout-note">
        {t('accountIntro')} {t('haveAccount')}{' '}
        <Button variant="link" className="checkout-link-button" onClick={signIn}>
          {t('signIn')}
        </Button>
      </p>
      <Field
        label={t('name')}
        name="name"
        autoComplete="name"
        required
        value={draft.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name ?? null}
      />
      <Field
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={draft.email}
        onChange={(event) => onChange({ email: event.target.value })}
        error={errors.email ?? null}
      />
      <Field
        label={t('password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={draft.password}
        onChange={(event) => onChange({ password: event.target.value })}
        error={errors.password ?? null}
      />
    </fieldset>
  );
}
