import { type CheckoutPreviewRequest } from '@stride/shared';
import { FIELD_MESSAGES } from '@stride/shared/accounts';
import { makeConfig, makeLoginResponse, makeUser, signedIn } from '@stride/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, ok, type FakeCall } from '../testing/checkoutApiFake';
import { makeBump, makeCheckoutState, makeIntent, makePreview, makeProduct } from '../testing/checkoutFixtures';
import { chooseProduct, payOrder, renderCheckoutModal, sandboxRoutes } from '../testing/renderCheckoutModal';

const member = signedIn(makeUser());
const totalOf = () => screen.getByText('Total due today').parentElement!;

/** A preview that follows the request: a 20 % coupon SAVE20, bumps at their price. */
function pricedPreview(call: FakeCall) {
  const request = call.body as CheckoutPreviewRequest;
  if (request.coupon_code && request.coupon_code !== 'SAVE20') return apiError(400, 'invalid_coupon', 'x', 'coupon');
  const lines = [
    { product_id: 'prod-1', title: 'Strength Mastery', role: 'product' as const, amount_cents: 4900 },
    ...(request.order_bumps ?? []).map((id) => ({
      product_id: id,
      title: 'Meal plan',
      role: 'order_bump' as const,
      amount_cents: 1500,
    })),
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const discount = request.coupon_code ? subtotal / 5 : 0;
  return ok({
    preview: makePreview({
      lines,
      discount_cents: discount,
      coupon: request.coupon_code
        ? { code: 'SAVE20', percent_off: 20, amount_off_cents: null, duration: 'once', duration_in_periods: null }
        : null,
    }),
  });
}

describe('the order step', () => {
  it('applies a coupon: the order is priced again and the total drops', async () => {
    const { user, api } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({ 'POST /products/prod-1/preview': pricedPreview }),
    });
    await chooseProduct(user);
    await waitFor(() => expect(totalOf()).toHaveTextContent('£49.00'));

    await user.type(screen.getByLabelText('Coupon code'), 'SAVE20{Enter}');

    await waitFor(() => expect(totalOf()).toHaveTextContent('£39.20'));
    expect(screen.getByText('Discount (SAVE20)').parentElement).toHaveTextContent('-£9.80');
    expect(screen.getByText('Coupon SAVE20 applied')).toBeInTheDocument();
    expect(api.callsTo('POST /products/prod-1/preview').map((call) => call.body)).toEqual([
      { version_id: 'ver-1' },
      { version_id: 'ver-1', coupon_code: 'SAVE20' },
    ]);
    expect(screen.getByRole('button', { name: 'Pay £39.20' })).toBeEnabled();
  });

  it('says an invalid coupon is not valid under its field, and keeps the total', async () => {
    const { user, api } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({ 'POST /products/prod-1/preview': pricedPreview }),
    });
    await chooseProduct(user);
    const coupon = screen.getByLabelText('Coupon code');
    await user.type(coupon, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(coupon).toHaveAccessibleDescription('This coupon code is not valid.'));
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(coupon).toHaveFocus();
    expect(totalOf()).toHaveTextContent('£49.00');
    expect(screen.getByRole('button', { name: 'Pay £49.00' })).toBeEnabled();
    await waitFor(() => expect(api.activities()).toContain('checkout_error:order'));

    await user.type(coupon, '2');
    expect(coupon).not.toHaveAccessibleDescription();
  });

  it('prices the order bumps ticked, and buys them with it', async () => {
    const { user, api } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({
        'GET /products/list': ok({ products: [makeProduct({ order_bumps: [makeBump()] })] }),
        'POST /products/prod-1/preview': pricedPreview,
      }),
    });
    await chooseProduct(user);
    const bump = screen.getByRole('checkbox', { name: 'Meal plan £15.00' });
    expect(bump).toHaveAccessibleDescription('Recipes for every training day.');
    await user.click(bump);

    await waitFor(() => expect(totalOf()).toHaveTextContent('£64.00'));
    await payOrder(user, 'Pay £64.00');
    expect(api.callsTo('POST /products/prod-1/intent')[0]!.body).toEqual({
      version_id: 'ver-1',
      final_amount: 6400,
      order_bumps: ['bump-1'],
    });
  });

  it('asks a guest for name, email and password, and offers Sign In when the email already has an account', async () => {
    const { user, api, props } = await renderCheckoutModal({
      routes: sandboxRoutes({
        'POST /products/prod-1/intent': apiError(
          409,
          'existing_subscriber',
          'This email address already exists, login to continue',
          'email',
        ),
      }),
    });
    await chooseProduct(user);
    await user.click(await screen.findByRole('button', { name: 'Pay £49.00' }));

    for (const label of ['Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.callsTo('POST /products/prod-1/intent')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Pay £49.00' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This email address already exists, login to continue');
    expect(alert).toHaveFocus();
    await user.click(within(alert).getByRole('button', { name: 'Sign In' }));
    expect(props.emitted).toContainEqual({
      type: 'modal:open',
      payload: { modal: 'auth', params: { auth_view: 'login' } },
    });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
  });

  it('makes a guest a member with the purchase and passes the referral on', async () => {
    const newMember = makeUser({ email: 'ada@example.org', name: 'Ada Lovelace' });
    const { user, api, props } = await renderCheckoutModal({
      search: '?products=prod-1&referral=coach-anna',
      routes: sandboxRoutes({
        'POST /products/prod-1/intent': ok({
          intent: makeIntent(),
          checkout: makeCheckoutState(),
          login: makeLoginResponse(newMember, 'new-token'),
        }),
      }),
    });
    await chooseProduct(user);
    await user.type(screen.getByLabelText('Name'), ' Ada Lovelace ');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await payOrder(user);

    expect(api.callsTo('POST /products/prod-1/intent')[0]!.body).toEqual({
      version_id: 'ver-1',
      final_amount: 4900,
      referral: 'coach-anna',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      password: 'correct horse',
    });
    expect(props.emitted).toContainEqual({
      type: 'session:signed-in',
      payload: {
        credentials: { email: 'ada@example.org', token: 'new-token' },
        user: newMember,
        method: 'sign_up',
      },
    });
  });

  it('asks for a country by its name, and a postcode where tax follows it, when the app charges tax', async () => {
    const { user, api } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({
        'POST /products/prod-1/preview': (call) => {
          const { address } = call.body as CheckoutPreviewRequest;
          const tax = address?.country === 'US' ? 0 : address ? 980 : 0;
          return ok({
            preview: makePreview({ requires_address: true, tax_cents: tax, tax_rate_bp: address ? 2000 : 0 }),
          });
        },
      }),
    });
    await chooseProduct(user);
    expect(await screen.findByText('Tax is added once you choose your country.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay £49.00' }));
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    expect(country).toHaveFocus();
    expect(within(country).getByRole('option', { name: 'United Kingdom' })).toHaveValue('GB');

    await user.selectOptions(country, 'GB');
    await waitFor(() => expect(totalOf()).toHaveTextContent('£58.80'));
    expect(screen.getByText('Tax (20%)').parentElement).toHaveTextContent('£9.80');
    expect(screen.queryByLabelText('Postcode')).not.toBeInTheDocument();

    await user.selectOptions(country, 'US');
    await user.type(screen.getByLabelText('Postcode'), '9021');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      'Enter the postcode of your billing address.',
    );
    await user.type(screen.getByLabelText('Postcode'), '0');
    await payOrder(user);
    expect(api.callsTo('POST /products/prod-1/intent')[0]!.body).toMatchObject({
      address: { country: 'US', postcode: '90210' },
    });
  });

  it("says the app can't accept payments yet", async () => {
    const { user } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({
        'POST /products/prod-1/intent': apiError(503, 'payments_unavailable', "This app can't accept payments yet"),
      }),
    });
    await chooseProduct(user);
    await user.click(await screen.findByRole('button', { name: 'Pay £49.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This app can't accept payments yet");
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says the price changed and shows the new total when the order was priced again meanwhile', async () => {
    const { user, api } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({
        'POST /products/prod-1/preview': [
          ok({ preview: makePreview() }),
          ok({ preview: makePreview({ tax_cents: 100 }) }),
        ],
        'POST /products/prod-1/intent': [
          apiError(409, 'order_preview_mismatch'),
          ok({ intent: makeIntent(), checkout: makeCheckoutState() }),
        ],
      }),
    });
    await chooseProduct(user);
    await user.click(await screen.findByRole('button', { name: 'Pay £49.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price of this order has changed. Check the new total and try again.',
    );
    await payOrder(user, 'Pay £50.00');
    expect(api.callsTo('POST /products/prod-1/intent')[1]!.body).toMatchObject({ final_amount: 5000 });
  });

  it('offers Sign In, Retry and Get help when the purchase could not be processed, and Retry sends it again', async () => {
    const { user, api, props } = await renderCheckoutModal({
      config: makeConfig({
        app: {
          slug: 'demo',
          name: 'Demo Fitness',
          platform_rewardful_slug: null,
          links: { support_url: 'mailto:help@demo.test' },
        },
      }),
      routes: sandboxRoutes({
        'POST /products/prod-1/intent': [
          apiError(502, 'unknown_error', 'There was a problem processing your purchase'),
          ok({ intent: makeIntent(), checkout: makeCheckoutState() }),
        ],
      }),
    });
    await chooseProduct(user);
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Pay £49.00' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was a problem processing your purchase');
    expect(within(alert).getByRole('link', { name: 'Get help' })).toHaveAttribute('href', 'mailto:help@demo.test');
    await user.click(within(alert).getByRole('button', { name: 'Sign In' }));
    expect(props.emitted).toContainEqual({
      type: 'modal:open',
      payload: { modal: 'auth', params: { auth_view: 'login' } },
    });

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Payment details' })).toBeInTheDocument();
    const intents = api.callsTo('POST /products/prod-1/intent');
    expect(intents).toHaveLength(2);
    expect(intents[1]!.body).toEqual(intents[0]!.body);
    expect(api.activities()).toContain('checkout_error:order');
  });

  it('hides Get help when the app has no support address', async () => {
    const { user } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({ 'POST /products/prod-1/intent': apiError(502, 'unknown_error') }),
    });
    await chooseProduct(user);
    await user.click(await screen.findByRole('button', { name: 'Pay £49.00' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(alert).queryByRole('link', { name: 'Get help' })).not.toBeInTheDocument();
  });

  it('says "then … per month" and when the first payment is for a subscription in a free trial', async () => {
    const { user } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({
        'POST /products/prod-1/preview': ok({
          preview: makePreview({
            lines: [{ product_id: 'prod-1', title: 'Premium', role: 'product', amount_cents: 0 }],
            recurring: { interval: 'month', amount_cents: 999, trial_days: 7, first_charge_at: '2026-06-08T10:00:00Z' },
            intent_kind: 'setup_intent',
          }),
        }),
      }),
    });
    await chooseProduct(user);
    expect(await screen.findByText('then £9.99 per month')).toBeInTheDocument();
    expect(screen.getByText('First payment on June 8, 2026')).toBeInTheDocument();
    expect(totalOf()).toHaveTextContent('£0.00');
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled();
  });

  it('grants an order with nothing to pay at once, without a card step', async () => {
    const { user, props } = await renderCheckoutModal({
      session: member,
      routes: sandboxRoutes({
        'POST /products/prod-1/preview': ok({
          preview: makePreview({
            lines: [{ product_id: 'prod-1', title: 'Starter', role: 'product', amount_cents: 0 }],
          }),
        }),
        'POST /products/prod-1/intent': ok({
          intent: null,
          checkout: makeCheckoutState({ status: 'succeeded', activated: true }),
        }),
      }),
    });
    await chooseProduct(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(props.emitted).toContainEqual({
      type: 'checkout:completed',
      payload: { productId: 'prod-1', checkoutId: 'chk-1' },
    });
  });
});
