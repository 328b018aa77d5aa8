import { screen, within } from '@testing-library/react';
import { ok } from '../testing/checkoutApiFake';
import { makeProduct } from '../testing/checkoutFixtures';
import { renderCheckoutModal } from '../testing/renderCheckoutModal';

describe('the product cards', () => {
  it('lists the products asked for, in order, with their prices, intervals, free trials and what the member owns', async () => {
    const { api } = await renderCheckoutModal({
      search: '?products=prod-2,prod-1,prod-3',
      routes: {
        'GET /products/list': ok({
          products: [
            makeProduct(),
            makeProduct({
              id: 'prod-2',
              title: 'Premium',
              description: null,
              kind: 'subscription',
              price_cents: 999,
              interval: 'month',
              trial_days: 7,
            }),
            makeProduct({ id: 'prod-3', title: 'Yoga pack', price_cents: 1900, has_active_purchase: true }),
          ],
        }),
      },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    const cards = within(dialog).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Premium',
      'Strength Mastery',
      'Yoga pack',
    ]);
    expect(cards[0]).toHaveTextContent('£9.99 per month');
    expect(cards[0]).toHaveTextContent('7-day free trial');
    expect(cards[1]).toHaveTextContent('£49.00');
    expect(cards[1]).toHaveTextContent('Twelve weeks of coached strength training.');
    expect(cards[1]).not.toHaveTextContent('free trial');
    expect(within(cards[1]!).getByRole('button', { name: 'Choose Strength Mastery' })).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('You own this');
    expect(within(cards[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('GET /products/list')[0]!.query.get('ids')).toBe('prod-2,prod-1,prod-3');
  });

  it('says a one-day trial in the singular and a free product is Free', async () => {
    await renderCheckoutModal({
      routes: {
        'GET /products/list': ok({
          products: [
            makeProduct({ kind: 'subscription', interval: 'year', price_cents: 9900, trial_days: 1 }),
            makeProduct({ id: 'prod-free', title: 'Starter', kind: 'free', price_cents: 0 }),
          ],
        }),
      },
      search: '?products=prod-1,prod-free',
    });
    const cards = await screen.findAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('£99.00 per year');
    expect(cards[0]).toHaveTextContent('1-day free trial');
    expect(cards[1]).toHaveTextContent('Free');
  });

  it("speaks the member's language, with the plural form it needs", async () => {
    await renderCheckoutModal({
      language: 'ar',
      routes: {
        'GET /products/list': ok({
          products: [makeProduct({ kind: 'subscription', interval: 'month', price_cents: 999, trial_days: 7 })],
        }),
      },
    });
    const card = await screen.findByRole('listitem');
    expect(screen.getByRole('dialog', { name: 'اختر خطتك' })).toBeInTheDocument();
    expect(card).toHaveTextContent('تجربة مجانية لمدة 7 أيام');
    expect(within(card).getByRole('button', { name: 'اختر Strength Mastery' })).toBeInTheDocument();
  });
});
