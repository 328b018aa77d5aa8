import { signedIn } from '@stride/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { apiError, ok } from '../testing/checkoutApiFake';
import { makeCheckoutState, makeOverlay, makeProduct } from '../testing/checkoutFixtures';
import { chooseProduct, renderCheckoutModal, sandboxRoutes } from '../testing/renderCheckoutModal';

describe('CheckoutModal', () => {
  it('says Could Not Find Product when the URL names no product, without asking the API', async () => {
    const { api } = await renderCheckoutModal({ search: '' });
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toHaveTextContent('Could Not Find Product');
    expect(api.calls).toEqual([]);
  });

  it('says Could Not Find Product when none of the products is found', async () => {
    await renderCheckoutModal({ routes: { 'GET /products/list': ok({ products: [] }) } });
    expect(await screen.findByText('Could Not Find Product')).toBeInTheDocument();
  });

  it("draws the purchase overlay's title and text above the products", async () => {
    const { api } = await renderCheckoutModal({
      search: '?products=prod-1&purchase_overlay=ovl-1',
      routes: sandboxRoutes({ 'GET /overlays/ovl-1': ok({ overlay: makeOverlay() }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Unlock every program' })).toBeInTheDocument();
    expect(screen.getByText('Train with a coach.')).toBeInTheDocument();
    expect(screen.getByText('Cancel any time.')).toBeInTheDocument();
    expect(api.callsTo('GET /overlays/ovl-1')).toHaveLength(1);
  });

  it('still offers the products when the overlay cannot be loaded', async () => {
    await renderCheckoutModal({
      search: '?products=prod-1&purchase_overlay=gone',
      routes: sandboxRoutes({ 'GET /overlays/gone': apiError(404, 'overlay_not_found') }),
    });
    expect(await screen.findByRole('button', { name: 'Choose Strength Mastery' })).toBeInTheDocument();
  });

  it('reports checkout_started on opening, each step, and checkout_aborted when closed before completing', async () => {
    const { user, api, close } = await renderCheckoutModal({ routes: sandboxRoutes() });
    await chooseProduct(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(api.activities()).toEqual(['checkout_started', 'checkout_progressed:order', 'checkout_aborted:order']),
    );
    const started = api.callsTo('PUT /activity')[0]!.body as { data: unknown; ts: string };
    expect(started.data).toEqual({ product_ids: 'prod-1' });
    expect(Date.parse(started.ts)).not.toBeNaN();
  });

  it('moves focus to the title of each step', async () => {
    const { user } = await renderCheckoutModal({ routes: sandboxRoutes() });
    await chooseProduct(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your plan' })).toHaveFocus();
  });

  it('offers Retry when the products could not be loaded', async () => {
    const { user } = await renderCheckoutModal({
      routes: { 'GET /products/list': [apiError(400, 'bad_request'), ok({ products: [makeProduct()] })] },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Choose Strength Mastery' })).toBeInTheDocument();
  });

  it('goes on checking a checkout a payment page returned to, and drops the return parameters from the URL', async () => {
    const { props, api } = await renderCheckoutModal({
      session: signedIn(),
      search:
        '?products=prod-1&checkout_return=chk-1&payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded',
      routes: { 'GET /checkouts/chk-1': ok({ checkout: makeCheckoutState({ status: 'succeeded', activated: true }) }) },
    });
    expect(props.navigate).toHaveBeenCalledWith('/programs/strength-mastery?products=prod-1#checkout', {
      replace: true,
    });
    expect(await screen.findByRole('dialog', { name: "You're all set" })).toBeInTheDocument();
    expect(props.emitted).toContainEqual({
      type: 'checkout:completed',
      payload: { productId: 'prod-1', checkoutId: 'chk-1' },
    });
    expect(api.activities()).not.toContain('checkout_started');
  });
});
