import { apiServiceRef, type CheckoutState } from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCheckoutActivity } from '../activity/useCheckoutActivity';
import { CheckoutAlert, type CheckoutAlertState } from '../checkoutModal/CheckoutAlert';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { checkoutStateQueries } from './checkoutStateQueries';

/** How often the checkout is asked about, how long until the member is told it is slow, and until we give up. */
export const POLL_INTERVAL_MS = 500;
export const SLOW_AFTER_MS = 5_000;
export const GIVE_UP_AFTER_MS = 60_000;

export interface ActivationStepProps {
  checkoutId: string;
  onActivated(checkout: CheckoutState): void;
  /** The payment did not go through after all (a later decline): the code of spec §8's message, if the API gave one. */
  onFailed(code: string | null): void;
}

/**
 * After the provider confirmed the payment: the API is asked every half second until it has activated the purchase
 * (a webhook or its own check with the provider). After 5 s the member is told it is taking longer; after a minute
 * we stop and say we could not activate it, with Check again and Get help.
 */
export function ActivationStep(props: ActivationStepProps) {
  const [attempt, setAttempt] = useState(0);
  return <ActivationCheck key={attempt} {...props} onCheckAgain={() => setAttempt((count) => count + 1)} />;
}

function ActivationCheck({
  checkoutId,
  onActivated,
  onFailed,
  onCheckAgain,
}: ActivationStepProps & { onCheckAgain(): void }) {
  const { t } = useCheckoutTranslation();
  const api = useService(apiServiceRef);
  const report = useCheckoutActivity();
  const [slow, setSlow] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const slowTimer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    const giveUpTimer = setTimeout(() => setGaveUp(true), GIVE_UP_AFTER_MS);
    return () => {
      clearTimeout(slowTimer);
      clearTimeout(giveUpTimer);
    };
  }, []);

  const { data } = useQuery({
    ...checkoutStateQueries.state(api, checkoutId),
    // Asking again every interval is the retry: a failed check is simply followed by the next one. In the
    // background too: a member who switched to their bank's app comes back to an answer.
    retry: false,
    refetchInterval: (query) => (gaveUp || isSettled(query.state.data?.checkout) ? false : POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  });
  const checkout = data?.checkout ?? null;

  // Each outcome is handed on once, however often the dialog renders before it moves on.
  const handedRef = useRef(false);
  useEffect(() => {
    if (!checkout || handedRef.current || !isSettled(checkout)) return;
    handedRef.current = true;
    if (checkout.activated) onActivated(checkout);
    else onFailed(checkout.error_code);
  }, [checkout, onActivated, onFailed]);

  useEffect(() => {
    if (gaveUp) report('checkout_error', { code: 'activation_timeout', step: 'activating' });
  }, [gaveUp, report]);
  const gaveUpAlert = useMemo<CheckoutAlertState | null>(
    () => (gaveUp ? { kind: 'message', message: t('activationFailed'), help: true } : null),
    [gaveUp, t],
  );

  if (gaveUpAlert) {
    return (
      <div className="checkout-step">
        <CheckoutAlert alert={gaveUpAlert} />
        <div className="checkout-actions">
          <Button onClick={onCheckAgain}>{t('checkAgain')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="checkout-step">
      <div className="checkout-progress" role="status">
        <span className="checkout-progress__spinner" aria-hidden="true" />
        <span>{t('activating')}</span>
      </div>
      <p className="checkout-note" role="status">
        {slow ? t('takingLonger') : null}
      </p>
    </div>
  );
}

/** Activated, or failed for good: nothing more to wait for. */
function isSettled(checkout: CheckoutState | undefined | null): boolean {
  return Boolean(checkout && (checkout.activated || checkout.status === 'failed' || checkout.status === 'canceled'));
}
