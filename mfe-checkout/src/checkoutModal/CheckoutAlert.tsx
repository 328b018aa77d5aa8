import { sessionServiceRef } from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { useEffect, useRef } from 'react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { HelpLink } from './HelpLink';
import { useSignIn } from './useSignIn';

/**
 * What went wrong in a step, above its form: a message (offering Retry when asking again may help, Sign In when
 * signing in is the way on, Get help when only the owner can), or the general problem of spec §8 with Sign In,
 * Retry and Get help.
 */
export type CheckoutAlertState =
  | { kind: 'message'; message: string; signIn?: boolean; help?: boolean; retry?(): void }
  | { kind: 'problem'; retry(): void };

/** Focus moves to the alert when it appears, so the member hears it and Tab reaches its buttons next. */
export function CheckoutAlert({ alert }: { alert: CheckoutAlertState | null }) {
  const { t } = useCheckoutTranslation();
  const signIn = useSignIn();
  // Signing in is no way out for a member who already is: they see Retry and Get help.
  const signedIn = useService(sessionServiceRef).status === 'authenticated';
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert) ref.current?.focus();
  }, [alert]);
  if (!alert) return null;

  const problem = alert.kind === 'problem';
  const message = problem ? t('purchaseProblem') : alert.message;
  const offerSignIn = !signedIn && (problem || Boolean(alert.signIn));
  const offerHelp = problem || Boolean(alert.help);
  const retry = alert.retry;
  return (
    <div className="checkout-alert" role="alert" tabIndex={-1} ref={ref}>
      <p className="checkout-alert__message">{message}</p>
      {retry || offerSignIn || offerHelp ? (
        <div className="checkout-actions">
          {retry ? <Button onClick={retry}>{t('retry')}</Button> : null}
          {offerSignIn ? (
            <Button variant={retry ? 'secondary' : 'primary'} onClick={signIn}>
              {t('signIn')}
            </Button>
          ) : null}
          {offerHelp ? <HelpLink /> : null}
        </div>
      ) : null}
    </div>
  );
}
