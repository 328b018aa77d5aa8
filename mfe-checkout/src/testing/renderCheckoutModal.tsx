// The #checkout dialog (a purchase, or a past-due payment) rendered with fake parcel props and the API faked at the
// fetch level.
import type { GlobalConfig, Locale, SessionSnapshot } from '@stride/shared';
import { makeParcelProps, renderInParcel } from '@stride/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutDialog } from '../checkoutModal/CheckoutDialog';
import { definition } from '../definition';
import { checkoutApiFake, ok, type FakeRoute } from './checkoutApiFake';
import { makeCheckoutState, makeIntent, makePreview, makeProduct } from './checkoutFixtures';

export interface RenderCheckoutOptions {
  search?: string;
  session?: SessionSnapshot;
  config?: GlobalConfig;
  routes?: Record<string, FakeRoute>;
  language?: Locale;
  /** userEvent options, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

export async function renderCheckoutModal(options: RenderCheckoutOptions = {}) {
  const api = checkoutApiFake(options.routes ?? {});
  const props = await makeParcelProps({
    definition,
    location: {
      pathname: '/programs/strength-mastery',
      search: options.search ?? '?products=prod-1',
      hash: '#checkout',
    },
    ...(options.session ? { session: options.session } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.language ? { language: options.language } : {}),
    fetch: api.fetch,
  });
  const close = jest.fn();
  const rendered = renderInParcel(<CheckoutDialog close={close} />, props);
  const user = userEvent.setup(options.user);
  return { ...rendered, props, close, api, user };
}

/** The API of a £49 one-off product bought with the sandbox, each route overridable. */
export function sandboxRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /products/list': ok({ products: [makeProduct()] }),
    'POST /products/prod-1/preview': ok({ preview: makePreview() }),
    'POST /products/prod-1/intent': ok({ intent: makeIntent(), checkout: makeCheckoutState() }),
    'GET /checkouts/chk-1': ok({ checkout: makeCheckoutState({ status: 'succeeded', activated: true }) }),
    ...overrides,
  };
}

/** From the product cards to the order step of the first product. */
export async function chooseProduct(user: ReturnType<typeof userEvent.setup>, title = 'Strength Mastery') {
  await user.click(await screen.findByRole('button', { name: `Choose ${title}` }));
  await screen.findByRole('dialog', { name: 'Your order' });
}

/** From the order step to the card step of a signed-in member: Pay, once the total is known. */
export async function payOrder(user: ReturnType<typeof userEvent.setup>, label = 'Pay £49.00') {
  await user.click(await screen.findByRole('button', { name: label }));
  await screen.findByRole('dialog', { name: 'Payment details' });
}

/** Types a card into the sandbox form and pays. */
export async function payWithCard(
  user: ReturnType<typeof userEvent.setup>,
  card: string,
  { expiry = '12/40', cvc = '123', label = 'Pay £49.00' } = {},
) {
  const number = screen.getByLabelText('Card number');
  await user.clear(number);
  await user.type(number, card);
  const exp = screen.getByLabelText('Expiry date (MM/YY)');
  await user.clear(exp);
  await user.type(exp, expiry);
  const code = screen.getByLabelText('Security code (CVC)');
  await user.clear(code);
  await user.type(code, cvc);
  await user.click(screen.getByRole('button', { name: label }));
}
