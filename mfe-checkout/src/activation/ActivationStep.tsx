import { Button } from '@stride/shared/react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCheckoutActivity } from '../activity/useCheckoutActivity';
import { CheckoutAlert, type CheckoutAlertState } from '../checkoutModal/CheckoutAlert';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';

/** How often the checkout is asked about, how long until the member is told it is slow, and until we give up. */
export const POLL_INTERVAL_MS = 500;
export const SLOW_AFTER_MS = 5_000;
export const GIVE_UP_AFTER_MS = 60_000;

/** What an answer says: still waiting (null), active, or failed for good with the code of spec §8's message. */
export type ActivationOutcome = { activated: true } | { activated: false; code: string | null } | null;

/** What to ask, and how to read each answer: a checkout's state, or the member's subscriptions. */
export interface ActivationWatch<T> {
  queryKey: QueryKey;
  queryFn(): Promise<T>;
  outcome(data: T): ActivationOutcome;
}

export interface ActivationStepProps<T> {
  watch: ActivationWatch<T>;
  /** What the member reads while waiting ("Activating your purchase…"). */
  label: string;
  onActivated(data: T): void;
  /** The payment did not go through after all (a later decline): the code of spec §8's message, if the API gave one. */
  onFailed(code: string | null): void;
}

/**
 * After the provider confirmed the payment: the API is asked every half second until the purchase is active (a
 * webhook or its own check with the provider). After 5 s the member is told it is taking longer; after a minute
 * we stop and say we could not activate it, with Check again and Get help. The purchase polls its checkout, a
 * past-due subscription's payment the member's subscriptions.
 */
export function ActivationStep<T>(props: ActivationStepProps<T>) {
  const [attempt, setAttempt] = useState(0);
  return <ActivationCheck key={attempt} {...props} onCheckAgain={() => setAttempt((count) => count + 1)} />;
}

function ActivationCheck<T>({
  watch,
  label,
  onActivated,
  onFailed,
  onCheckAgain,
}: ActivationStepProps<T> & { onCheckAgain(): void }) {
  const { t } = useCheckoutTranslation();
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

  const { outcome } = watch;
  const { data } = useQuery({
    queryKey: watch.queryKey,
    queryFn: watch.queryFn,
    // Never fresh: each interval asks again.
    staleTime: 0,
    // Asking again every interval is the retry: a failed check is simply followed by the next one. In the
    // background too: a member who switched to their bank's app comes back to an answer.
    retry: false,
    refetchInterval: (query) => {
      const answer = query.state.data;
      return gaveUp || (answer !== undefined && outcome(answer)) ? false : POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
  });

  // Each outcome is handed on once, however often the dialog renders before it moves on.
  const handedRef = useRef(false);
  useEffect(() => {
    if (data === undefined || handedRef.current) return;
    const settled = outcome(data);
    if (!settled) return;
    handedRef.current = true;
    if (settled.activated) onActivated(data);
    else onFailed(settled.code);
  }, [data, outcome, onActivated, onFailed]);

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
        <span>{label}</span>
      </div>
      <p className="checkout-note" role="status">
        {slow ? t('takingLonger') : null}
      </p>
    </div>
  );
}
