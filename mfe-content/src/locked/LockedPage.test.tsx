import type { PageDenialReason } from '@stride/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig, makeUser, signedIn } from '@stride/shared/testing';
import { makePageData } from '../testing/makePageData';
import { fakeApi } from '../testing/fakeApi';
import { PAGE_TREE, renderPage } from '../testing/renderPage';

const premium = makePageData({ path: '/premium', title: 'Premium plan' });

/** The API's 403 for /premium: the page without blocks, the denying node and the engine's decision. */
function denied(reason: PageDenialReason, extra: { available_after?: string | null; products?: string[] } = {}) {
  const products = extra.products ?? ['p1', 'p2'];
  return {
    status: 403,
    body: {
      error: { code: 'access_denied', message: "You don't have access" },
      page: premium.page,
      access: { ...premium.page.access, products: products.map((id) => ({ id })) },
      reason,
      available_after: extra.available_after ?? null,
      result: {
        granted: false,
        reason,
        node_id: 'page-1',
        available_after: extra.available_after ?? null,
        product_ids: reason === 'PURCHASE_REQUIRED' ? products : [],
        purchase_overlay_id: reason === 'PURCHASE_REQUIRED' ? 'overlay-9' : null,
      },
    },
  };
}

function api(answer: { status: number; body: unknown }) {
  return fakeApi({ ...PAGE_TREE, '/__/premium/index.json': answer }).fetch;
}

const checkout = {
  type: 'modal:open',
  payload: { modal: 'checkout', params: { products: 'p1,p2', purchase_overlay: 'overlay-9' } },
};
const auth = { type: 'modal:open', payload: { modal: 'auth' } };

describe('a locked page', () => {
  describe('explains why it is locked', () => {
    it('offers Purchase and Log In for a purchase lock, Purchase opening checkout with its products', async () => {
      const { props } = await renderPage('/premium', {
        fetch: api(denied('PURCHASE_REQUIRED')),
        suppressPrompts: true,
      });

      expect(await screen.findByRole('heading', { name: 'Premium plan' })).toBeInTheDocument();
      expect(screen.getByText(/part of a paid plan/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      expect(props.emitted).toEqual([checkout, auth]);
    });

    it('gives the unlock date of a drip page in the member’s language and time zone, with no Purchase', async () => {
      const member = signedIn(makeUser({ timezone: 'America/New_York' }));
      await renderPage('/premium', {
        session: member,
        fetch: api(denied('IS_SCHEDULED', { available_after: '2030-01-15T03:00:00.000Z' })),
      });

      expect(await screen.findByText(/becomes available on January 14, 2030 at 10:00/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    });

    it('says a drip page without a date waits for the start of its program', async () => {
      await renderPage('/premium', { fetch: api(denied('IS_SCHEDULED')) });

      expect(await screen.findByText(/unlocks once you start the program/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    });

    it('says a private page is private', async () => {
      await renderPage('/premium', { session: signedIn(), fetch: api(denied('IS_PRIVATE')) });

      expect(await screen.findByText(/This page is private/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    });

    it('asks a guest to log in for a members-only page', async () => {
      await renderPage('/premium', { fetch: api(denied('AUTHENTICATION_REQUIRED')), suppressPrompts: true });

      expect(await screen.findByText('Log in to see this page.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
    });

    it('shows a plain 403 as not available, offering a guest Log In', async () => {
      const { props } = await renderPage('/premium', {
        fetch: api({ status: 403, body: { error: { code: 'access_denied', message: 'x' } } }),
      });

      expect(await screen.findByRole('heading', { name: 'Content is not available' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
      expect(props.emitted).toEqual([]);
    });
  });

  describe('prompts by itself', () => {
    it('opens checkout with the products and the purchase overlay for a purchase lock', async () => {
      const { props } = await renderPage('/premium', { fetch: api(denied('PURCHASE_REQUIRED')) });

      await screen.findByRole('heading', { name: 'Premium plan' });
      expect(props.emitted).toEqual([checkout]);
    });

    it('asks a guest to log in first when the subscriber-only app prompts purchase after sign-up, then checkout', async () => {
      const base = makeConfig();
      const config = makeConfig({
        access: { ...base.access, is_subscriber_only: true, prompt_purchase_post_sign_up: true },
      });
      const fetch = api(denied('PURCHASE_REQUIRED'));
      const { props, rerender } = await renderPage('/premium', { fetch, config });
      await screen.findByRole('heading', { name: 'Premium plan' });
      expect(props.emitted).toEqual([auth]);

      rerender({ session: signedIn() });
      await screen.findByRole('heading', { name: 'Premium plan' });
      expect(props.emitted).toEqual([auth, checkout]);
    });

    it('opens the login modal for a members-only page', async () => {
      const { props } = await renderPage('/premium', { fetch: api(denied('AUTHENTICATION_REQUIRED')) });

      await screen.findByText('Log in to see this page.');
      expect(props.emitted).toEqual([auth]);
    });

    it('prompts nothing when the hash starts with the start marker, even after the hash goes', async () => {
      const { props, rerender } = await renderPage('/premium', {
        fetch: api(denied('PURCHASE_REQUIRED')),
        suppressPrompts: true,
      });
      await screen.findByRole('heading', { name: 'Premium plan' });

      rerender({ suppressPrompts: false });
      expect(props.emitted).toEqual([]);
    });

    it('prompts once per visit, not again when the page draws again', async () => {
      const { props, rerender } = await renderPage('/premium', { fetch: api(denied('PURCHASE_REQUIRED')) });
      await screen.findByRole('heading', { name: 'Premium plan' });

      rerender({ location: { pathname: '/premium', search: '', hash: '#checkout' } });
      rerender({ location: { pathname: '/premium', search: '', hash: '' } });
      expect(props.emitted).toEqual([checkout]);
    });

    it('waits for the session check before prompting', async () => {
      const { props, rerender } = await renderPage('/premium', {
        session: { status: 'unchecked', user: null },
        fetch: api(denied('AUTHENTICATION_REQUIRED')),
      });
      await screen.findByText('Log in to see this page.');
      expect(props.emitted).toEqual([]);

      rerender({ session: { status: 'guest', user: null } });
      expect(props.emitted).toEqual([auth]);
    });

    it('shows the page and prompts nothing in page-builder mode', async () => {
      const fetch = api(denied('PURCHASE_REQUIRED'));
      const { props } = await renderPage('/premium', { pageBuilder: true, primed: premium, fetch });

      expect(screen.getByRole('heading', { name: 'Train with us' })).toBeInTheDocument();
      expect(screen.queryByText('Content is not available')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
      expect(props.emitted).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  it('in another language asks for no translation of the page it cannot show, so nothing is logged', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const config = makeConfig();
      const fake = fakeApi({
        ...PAGE_TREE,
        '/__/premium/index.json': denied('PURCHASE_REQUIRED'),
        '/__/premium/ar.json': denied('PURCHASE_REQUIRED'),
      });
      await renderPage('/premium', {
        fetch: fake.fetch,
        suppressPrompts: true,
        language: 'ar',
        config: makeConfig({ ...config, locales: [...config.locales, { locale: 'ar', status: 'published' }] }),
      });

      expect(await screen.findByRole('heading', { name: 'Premium plan' })).toBeInTheDocument();
      expect(fake.calls('GET /__/premium/ar.json')).toHaveLength(0);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
