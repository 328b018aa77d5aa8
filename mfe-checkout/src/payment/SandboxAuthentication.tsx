import { apiServiceRef, type CheckoutIntent, type SandboxIntentResponse } from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { useState } from 'react';
import { useCheckoutActivity } from '../activity/useCheckoutActivity';
import { CheckoutAlert, type CheckoutAlertState } from '../checkoutModal/CheckoutAlert';
import { errorCode, purchaseMessageKey } from '../checkoutModal/purchaseErrors';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { usePriceText } from '../products/usePriceText';

export interface SandboxAuthenticationProps {
  intent: CheckoutIntent;
  onSucceeded(): void;
  /** Refused or failed: back to the card, saying why. */
  onFailed(code: string): void;
}

/**
 * The sandbox's stand-in for a bank's 3-D Secure page, inside the dialog: the member approves the payment or
 * cancels it. Stripe shows the real bank's page itself.
 */
export function SandboxAuthentication({ intent, onSucceeded, onFailed }: SandboxAuthenticationProps) {
  const { t } = useCheckoutTranslation();
  const { money } = usePriceText();
  const api = useService(apiServiceRef);
  const report = useCheckoutActivity();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<CheckoutAlertState | null>(null);

  const fail = (code: string) => {
    report('checkout_error', { code, step: 'authentication' });
    onFailed(code);
  };

  const decide = async (approve: boolean) => {
    setBusy(true);
    setAlert(null);
    try {
      const { intent: state } = await api.post<SandboxIntentResponse>(
        `/sandbox/intents/${encodeURIComponent(intent.intent_id)}/authenticate`,
        { client_secret: intent.client_secret, approve },
      );
      if (state.status === 'succeeded') onSucceeded();
      else fail(state.last_error ?? 'authentication_failed');
    } catch (error) {
      const code = errorCode(error);
      // A cancel stands whatever the API answered; a refusal it worded is said on the card step.
      if (!approve) return fail('authentication_failed');
      if (purchaseMessageKey(code)) return fail(code);
      setBusy(false);
      report('checkout_error', { code, step: 'authentication' });
      setAlert({ kind: 'problem', retry: () => void decide(approve) });
    }
  };

  return (
    <div className="checkout-step" aria-busy={busy || undefined}>
      <CheckoutAlert alert={alert} />
      <p className="checkout-text">
        {t('authenticationText', { amount: money(intent.amount_cents, intent.currency) })}
      </p>
      <div className="checkout-actions">
        <Button onClick={() => void decide(true)} disabled={busy}>
          {t('approve')}
        </Button>
        <Button variant="secondary" onClick={() => void decide(false)} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
