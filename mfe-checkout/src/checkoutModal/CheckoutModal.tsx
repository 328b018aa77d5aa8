import {
  apiServiceRef,
  busServiceRef,
  navigationServiceRef,
  type CheckoutIntent,
  type CheckoutIntentResponse,
  type CheckoutPreview,
  type CheckoutState,
  type CheckoutStateResponse,
  type Product,
} from '@stride/shared';
import { Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ActivationStep } from '../activation/ActivationStep';
import { checkoutStateQueries } from '../activation/checkoutStateQueries';
import { useCheckoutActivity } from '../activity/useCheckoutActivity';
import type { CheckoutStringKey } from '../i18n/en';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { OrderStep } from '../order/OrderStep';
import { EMPTY_DRAFT, type OrderDraft } from '../order/orderDraft';
import { usePayLabel } from '../order/usePayLabel';
import { PurchaseOverlay } from '../overlay/PurchaseOverlay';
import { SandboxAuthentication } from '../payment/SandboxAuthentication';
import { SandboxCardForm } from '../payment/SandboxCardForm';
import { StripePaymentForm } from '../payment/StripePaymentForm';
import { ProductList } from '../products/ProductList';
import { productQueries } from '../products/productQueries';
import { CheckoutAlert, type CheckoutAlertState } from './CheckoutAlert';
import { StepDialog } from './StepDialog';
import { readCheckoutParams, stripeReturnUrl } from './checkoutParams';
import { isApiError, purchaseMessageKey } from './purchaseErrors';
import { retryUnlessRefused } from './retryUnlessRefused';
import './checkoutModal.scss';

/** How long the success message shows before the dialog closes onto the page, now open. */
export const SUCCESS_CLOSE_MS = 1_500;

interface Paying {
  product: Product;
  intent: CheckoutIntent;
  preview: CheckoutPreview;
}

/** Where the member is in the purchase; each step's alert says why they are (back) there. */
type CheckoutStep =
  | { name: 'products'; alert: CheckoutAlertState | null }
  | { name: 'order'; product: Product; alert: CheckoutAlertState | null }
  | ({ name: 'payment'; alert: CheckoutAlertState | null } & Paying)
  | ({ name: 'authentication' } & Paying)
  | { name: 'activating'; product: Product | null; checkoutId: string }
  | { name: 'success' };

const STEP_TITLES: Record<CheckoutStep['name'], CheckoutStringKey> = {
  products: 'productsTitle',
  order: 'orderTitle',
  payment: 'paymentTitle',
  authentication: 'authenticationTitle',
  activating: 'activatingTitle',
  success: 'successTitle',
};

/**
 * The #checkout dialog (spec §2): the products of the page URL's `products` parameter with the purchase overlay,
 * then the order, the card, the bank's confirmation where asked, and activation. Once the purchase is active it
 * says so on the bus (`checkout:completed`: the shell re-reads the member, and the locked page opens) and closes.
 * Every step is reported as activity (spec §7).
 */
export function CheckoutModal({ close }: { close(): void }) {
  const { t } = useCheckoutTranslation();
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  const { search } = useService(navigationServiceRef).location;
  const report = useCheckoutActivity();
  const payLabel = usePayLabel();
  const { productIds, overlayId, referral } = readCheckoutParams(search);
  // A return from a payment page is read on opening, then dropped from the URL (CheckoutDialog).
  const [returned] = useState(() => readCheckoutParams(search).returnCheckoutId);
  const [step, setStep] = useState<CheckoutStep>(() =>
    returned ? { name: 'activating', product: null, checkoutId: returned } : { name: 'products', alert: null },
  );
  const [draft, setDraft] = useState<{ productId: string | null; values: OrderDraft }>({
    productId: null,
    values: EMPTY_DRAFT,
  });

  // The shell hands a new `close` whenever the URL changes; the dialog keeps the latest.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);

  const products = useQuery({
    ...productQueries.list(api, productIds),
    enabled: productIds.length > 0,
    retry: retryUnlessRefused,
  });

  const completedRef = useRef(false);
  const startedRef = useRef(false);
  const productCount = productIds.length;
  useEffect(() => {
    if (startedRef.current || returned || productCount === 0) return;
    startedRef.current = true;
    report('checkout_started', { product_ids: productIds.join(',') });
  }, [productCount, productIds, returned, report]);

  const reportedStepRef = useRef(step.name);
  useEffect(() => {
    if (reportedStepRef.current === step.name) return;
    reportedStepRef.current = step.name;
    if (step.name !== 'success') report('checkout_progressed', { step: step.name });
  }, [step.name, report]);

  // The member dismissed the dialog before the purchase was active (Escape, ×, the backdrop).
  const dismiss = useCallback(() => {
    if (!completedRef.current) report('checkout_aborted', { step: step.name });
    closeRef.current();
  }, [report, step.name]);

  useEffect(() => {
    if (step.name !== 'success') return;
    const timer = setTimeout(() => closeRef.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step.name]);

  const onActivated = useCallback(
    (checkout: CheckoutState) => {
      if (completedRef.current) return;
      completedRef.current = true;
      bus.emit('checkout:completed', { productId: checkout.product_id, checkoutId: checkout.checkout_id });
      report('checkout_completed', { product_id: checkout.product_id, checkout_id: checkout.checkout_id });
      setStep({ name: 'success' });
    },
    [bus, report, setStep],
  );

  const onActivatedState = useCallback((data: CheckoutStateResponse) => onActivated(data.checkout), [onActivated]);

  const onActivationFailed = useCallback(
    (code: string | null) => {
      const alert: CheckoutAlertState = {
        kind: 'message',
        message: t(purchaseMessageKey(code ?? '') ?? 'paymentNotSuccessful'),
      };
      report('checkout_error', { code: code ?? 'checkout_failed', step: 'activating' });
      // The checkout is over: paying again makes a new one, from the order (or the products after a return).
      setStep((current) =>
        current.name === 'activating' && current.product
          ? { name: 'order', product: current.product, alert }
          : { name: 'products', alert },
      );
    },
    [report, t, setStep],
  );

  const onIntent = (product: Product) => (response: CheckoutIntentResponse, preview: CheckoutPreview) => {
    const { login } = response;
    if (login) {
      // The guest is a member now: the shell adopts the session, as after a sign-up in #auth.
      bus.emit('session:signed-in', {
        credentials: { email: login.user.email, token: login.authentication_token },
        user: login.user,
        method: 'sign_up',
      });
    }
    const { intent, checkout } = response;
    // Nothing to pay (a free product, a one-off fully discounted): the API granted it already, or is about to.
    if (!intent) {
      if (checkout.activated) onActivated(checkout);
      else setStep({ name: 'activating', product, checkoutId: checkout.checkout_id });
      return;
    }
    setStep({ name: 'payment', product, intent, preview, alert: null });
  };

  const productsError = products.error;
  const refetchProducts = products.refetch;
  const productsProblem = useMemo<CheckoutAlertState | null>(
    () => (productsError ? { kind: 'problem', retry: () => void refetchProducts() } : null),
    [productsError, refetchProducts],
  );

  let titleKey: CheckoutStringKey = STEP_TITLES[step.name];
  let body: ReactNode;
  const notFound = (
    <p className="checkout-text" role="alert">
      {t('couldNotFindProduct')}
    </p>
  );
  if (step.name === 'activating') {
    body = (
      <ActivationStep
        watch={checkoutStateQueries.state(api, step.checkoutId)}
        label={t('activating')}
        onActivated={onActivatedState}
        onFailed={onActivationFailed}
      />
    );
  } else if (step.name === 'success') {
    body = (
      <p className="checkout-success" role="status">
        {t('success')}
      </p>
    );
  } else if (productIds.length === 0) {
    titleKey = 'title';
    body = notFound;
  } else if (products.isPending) {
    titleKey = 'title';
    body = <Spinner label={t('loading')} />;
  } else if (products.isError) {
    titleKey = 'title';
    const gone =
      isApiError(products.error) && (products.error.status === 404 || products.error.code === 'product_not_found');
    body = gone ? notFound : <CheckoutAlert alert={productsProblem} />;
  } else if (products.data.length === 0) {
    titleKey = 'title';
    body = notFound;
  } else if (step.name === 'products') {
    body = (
      <div className="checkout-step">
        <CheckoutAlert alert={step.alert} />
        {overlayId ? <PurchaseOverlay overlayId={overlayId} /> : null}
        <ProductList
          products={products.data}
          onChoose={(product) => {
            // A draft belongs to its product: bumps and prices of another would not apply.
            if (draft.productId !== product.id) setDraft({ productId: product.id, values: EMPTY_DRAFT });
            setStep({ name: 'order', product, alert: null });
          }}
        />
      </div>
    );
  } else if (step.name === 'order') {
    // The listing is refetched when the product changed (a new version): price the order as it is now.
    const product = products.data.find((listed) => listed.id === step.product.id) ?? step.product;
    body = (
      <OrderStep
        product={product}
        draft={draft.values}
        onDraftChange={(change) => setDraft((current) => ({ ...current, values: { ...current.values, ...change } }))}
        referral={referral}
        initialAlert={step.alert}
        onBack={() => setStep({ name: 'products', alert: null })}
        onIntent={onIntent(product)}
      />
    );
  } else if (step.name === 'payment') {
    const paying: Paying = { product: step.product, intent: step.intent, preview: step.preview };
    const toActivation = () =>
      setStep({ name: 'activating', product: step.product, checkoutId: step.intent.checkout_id });
    const toOrder = () => setStep({ name: 'order', product: step.product, alert: null });
    body =
      step.intent.provider === 'stripe' ? (
        <StripePaymentForm
          intent={step.intent}
          payLabel={payLabel(step.preview)}
          returnUrl={() => stripeReturnUrl(window.location.href, step.intent.checkout_id)}
          onSucceeded={toActivation}
          onBack={toOrder}
        />
      ) : (
        <SandboxCardForm
          intent={step.intent}
          payLabel={payLabel(step.preview)}
          initialAlert={step.alert}
          onSucceeded={toActivation}
          onRequiresAction={() => setStep({ name: 'authentication', ...paying })}
          onBack={toOrder}
        />
      );
  } else {
    const paying: Paying = { product: step.product, intent: step.intent, preview: step.preview };
    body = (
      <SandboxAuthentication
        intent={step.intent}
        onSucceeded={() => setStep({ name: 'activating', product: step.product, checkoutId: step.intent.checkout_id })}
        onFailed={(code) =>
          setStep({
            name: 'payment',
            ...paying,
            alert: { kind: 'message', message: t(purchaseMessageKey(code) ?? 'paymentNotSuccessful') },
          })
        }
      />
    );
  }
  return (
    <StepDialog title={t(titleKey)} onClose={dismiss}>
      {body}
    </StepDialog>
  );
}
