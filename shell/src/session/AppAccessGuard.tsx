import {
  CHECKOUT_PARAMS,
  formModalParams,
  SIGN_UP_TRIGGER,
  isRegistrationOpen,
  type AccessConfig,
  type StrideBus,
  type StrideParcelContext,
} from '@stride/shared';
import { Button, Spinner } from '@stride/shared/react';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { SHELL_NAMESPACE } from '../i18n/shellStrings';
import { addModalToHash, parseHashModals } from '../modals/parseHashModals';
import { appAccessGate, appMayBeGated, type AppAccessDecision } from './appAccessGate';
import type { SessionStore } from './SessionStore';

export interface AppAccessGuardProps {
  context: StrideParcelContext;
  /** Source of the sign-up count: a sign-up may be followed by a purchase prompt. */
  sessionStore: Pick<SessionStore, 'subscribe' | 'getSignUpCount'>;
  /** The routed area, drawn when the app lets this session in. */
  children: ReactNode;
}

function openCheckout(bus: StrideBus, access: AccessConfig): void {
  const params: Record<string, string> = {};
  if (access.app_products.length > 0) params[CHECKOUT_PARAMS.products] = access.app_products.map((p) => p.id).join(',');
  if (access.purchase_overlay) params[CHECKOUT_PARAMS.purchaseOverlay] = access.purchase_overlay.id;
  bus.emit('modal:open', { modal: 'checkout', ...(Object.keys(params).length > 0 ? { params } : {}) });
}

/**
 * The app-level rule of spec §1/§6 around the routed area (the modal layer stays on top, so #auth and #checkout
 * open over the screens drawn here). Signed out of a private app: a sign-in screen and #auth opens by itself;
 * a subscriber-only app without a product: a subscribe screen and #checkout opens by itself; a passwordless
 * sign-up: #auth stays open until setup is finished. The start marker suppresses the automatic prompts (not
 * setup); page-builder preview is never gated.
 */
export function AppAccessGuard({ context, sessionStore, children }: AppAccessGuardProps) {
  const { bus, session, appConfig, pageBuilder, suppressPrompts, navigate, location, i18n } = context;
  const { access } = appConfig;
  const decision: AppAccessDecision = pageBuilder ? 'allow' : appAccessGate(access, session);
  const signUps = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSignUpCount);

  // Replaces the current entry: the member did not ask for the modal, so back must not just reopen it.
  const openAuth = useCallback(() => {
    const { pathname, search, hash } = window.location;
    navigate(`${pathname}${search}${addModalToHash(hash, 'auth')}`, { replace: true });
  }, [navigate]);

  // The automatic prompt fires when the decision changes to a denial, not again on every render.
  const prompted = useRef<AppAccessDecision>('wait');
  useEffect(() => {
    if (decision === prompted.current) return;
    prompted.current = decision;
    if (suppressPrompts) return;
    // A signed-in member without access to a private app is offered to log out instead: #auth has nothing for them.
    if (decision === 'require-auth' && session.status === 'guest') openAuth();
    if (decision === 'require-purchase') openCheckout(bus, access);
  }, [decision, suppressPrompts, session.status, openAuth, bus, access]);

  const authInHash = parseHashModals(location.hash, []).ids.includes('auth');
  useEffect(() => {
    if (decision === 'require-setup' && !authInHash) openAuth();
  }, [decision, authInHash, openAuth]);

  // Once per sign-up, after any setup, when the member is let in: the app's sign-up form (trigger auth_signed_up)
  // opens, else the purchase prompt of prompt_purchase_post_sign_up; one modal at a time, the form first.
  const handledSignUps = useRef(0);
  const signUpFormId = appConfig.forms.sign_up_form_id;
  useEffect(() => {
    if (signUps === handledSignUps.current || decision === 'wait' || decision === 'require-setup') return;
    handledSignUps.current = signUps;
    // A denied member gets this screen's own prompt; the start marker suppresses these prompts.
    if (decision !== 'allow' || pageBuilder || suppressPrompts) return;
    // A guest who signs up by buying is mid-payment in #checkout: the form must not cover it.
    const buying = parseHashModals(window.location.hash, []).ids.includes('checkout');
    if (signUpFormId && !buying) {
      bus.emit('modal:open', {
        modal: 'form',
        params: formModalParams({ formId: signUpFormId, trigger: SIGN_UP_TRIGGER }),
      });
    } else if (access.prompt_purchase_post_sign_up && access.app_products.length > 0) openCheckout(bus, access);
  }, [signUps, decision, pageBuilder, suppressPrompts, access, bus, signUpFormId]);

  const t = useMemo(() => i18n.getFixedT(null, SHELL_NAMESPACE), [i18n]);
  const app = appConfig.app.name;

  if (decision === 'allow' || (decision === 'wait' && !appMayBeGated(access))) return <>{children}</>;
  if (decision === 'wait') {
    return (
      <main className="stride-route stride-gate">
        <Spinner label={t('loading')} />
      </main>
    );
  }
  const logOut = (
    <Button variant="secondary" onClick={() => bus.emit('session:sign-out')}>
      {t('gate.logOut')}
    </Button>
  );
  if (decision === 'require-setup') {
    return (
      <GateScreen app={app} title={t('gate.setup.title')} text={t('gate.setup.text', { app })}>
        <Button onClick={openAuth}>{t('gate.setup.button')}</Button>
      </GateScreen>
    );
  }
  if (decision === 'require-purchase') {
    return (
      <GateScreen app={app} title={t('gate.purchase.title')} text={t('gate.purchase.text', { app })}>
        <Button onClick={() => openCheckout(bus, access)}>{t('gate.purchase.button')}</Button>
        {logOut}
      </GateScreen>
    );
  }
  if (session.status === 'authenticated') {
    return (
      <GateScreen
        app={app}
        title={t('gate.signIn.title')}
        text={t('gate.signIn.noAccess', { app, email: session.email })}
      >
        {logOut}
      </GateScreen>
    );
  }
  return (
    <GateScreen
      app={app}
      title={t('gate.signIn.title')}
      text={t(isRegistrationOpen(access) ? 'gate.signIn.textOpen' : 'gate.signIn.text', { app })}
    >
      <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('gate.logIn')}</Button>
    </GateScreen>
  );
}

function GateScreen({ app, title, text, children }: { app: string; title: string; text: string; children: ReactNode }) {
  return (
    <main className="stride-route stride-gate">
      <section className="stride-gate__card" aria-labelledby="stride-gate-title">
        <p className="stride-gate__app" dir="auto">
          {app}
        </p>
        <h1 className="stride-gate__title" id="stride-gate-title">
          {title}
        </h1>
        <p className="stride-gate__text">{text}</p>
        <div className="stride-gate__actions">{children}</div>
      </section>
    </main>
  );
}
