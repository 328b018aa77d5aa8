import type { Block, BlockAction, BlockActionResponse, OverlayResponse } from '@stride/shared';
import { blockSchema } from '@stride/shared/schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchFrom, jsonResponse, makeConfig } from '@stride/shared/testing';
import { renderBlocks } from '../testing/renderBlocks';

const SVG = 'data:image/svg+xml;base64,PHN2Zy8+';

function button(label: string, action: Partial<BlockAction> & Pick<BlockAction, 'type'>, id = 'btn'): Block {
  return blockSchema.parse({ id, type: 'button', label, action });
}

const overlay: OverlayResponse = {
  overlay: {
    id: 'ov-1',
    title: 'Go Premium',
    blocks: [blockSchema.parse({ id: 'ov-text', type: 'text', text: 'Premium unlocks **everything**.' })],
  },
};

describe('ActionControl', () => {
  it('opens external URLs in a new tab, pages through the shell and email addresses as mail links', async () => {
    const { props } = await renderBlocks([
      button('Shop', { type: 'open_url', target: 'https://shop.example.org/' }, 'a'),
      button('Workouts', { type: 'open_page', target: 'workouts' }, 'b'),
      button('Email coach', { type: 'open_email', target: 'coach@example.org' }, 'c'),
    ]);

    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('link', { name: 'Workouts' }));
    expect(props.navigate).toHaveBeenCalledWith('/workouts');
    expect(screen.getByRole('link', { name: 'Email coach' })).toHaveAttribute('href', 'mailto:coach@example.org');
  });

  it('draws a link action without a target disabled, saying why', async () => {
    await renderBlocks([button('Nowhere', { type: 'open_page', target: null })]);

    expect(screen.getByRole('button', { name: 'Nowhere' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nowhere' })).toHaveAttribute(
      'title',
      'This button has nowhere to go yet.',
    );
  });

  describe('open_next', () => {
    const next = (page: BlockActionResponse['page']): BlockActionResponse => ({
      block_id: 'btn',
      action: { type: 'open_next', target: null },
      page,
      access: null,
    });

    it("asks the API for the block's next page and goes there", async () => {
      const fetch = fetchFrom({
        '/block_actions/btn': {
          status: 200,
          body: next({ id: 'p2', path: '/programs/kickstart/day-2', title: 'Day 2' }),
        },
      });
      const { props } = await renderBlocks([button('Next lesson', { type: 'open_next' })], { fetch });

      expect(screen.getByRole('button', { name: 'Next lesson' })).toBeDisabled();
      await userEvent.click(await screen.findByRole('link', { name: 'Next lesson' }));
      expect(props.navigate).toHaveBeenCalledWith('/programs/kickstart/day-2');
      expect(fetch).toHaveBeenCalledWith('/api/block_actions/btn', expect.anything());
    });

    it('stays disabled when there is no next page', async () => {
      const fetch = fetchFrom({ '/block_actions/btn': { status: 200, body: next(null) } });
      await renderBlocks([button('Next lesson', { type: 'open_next' })], { fetch });

      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Next lesson' })).toHaveAttribute(
          'title',
          'There is nothing to open next.',
        ),
      );
      expect(screen.getByRole('button', { name: 'Next lesson' })).toBeDisabled();
    });
  });

  it('opens checkout with the products and the app purchase overlay when it has one', async () => {
    const config = makeConfig();
    const { props } = await renderBlocks([button('Buy', { type: 'trigger_purchase', target: 'prod-1,prod-2' })], {
      config: { ...config, access: { ...config.access, purchase_overlay: { id: 'ov-9' } } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(props.emitted).toEqual([
      {
        type: 'modal:open',
        payload: { modal: 'checkout', params: { products: 'prod-1,prod-2', purchase_overlay: 'ov-9' } },
      },
    ]);
  });

  it("offers the app's products and purchase overlay when the action names no product", async () => {
    const config = makeConfig();
    const access = { ...config.access, app_products: [{ id: 'app-1' }], purchase_overlay: { id: 'ov-9' } };
    const { props } = await renderBlocks([button('Join', { type: 'trigger_purchase', target: null })], {
      config: { ...config, access },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(props.emitted).toEqual([
      { type: 'modal:open', payload: { modal: 'checkout', params: { products: 'app-1', purchase_overlay: 'ov-9' } } },
    ]);
  });

  it('opens the form of a trigger_form action in the #form modal', async () => {
    const { props } = await renderBlocks([button('Tell us your goals', { type: 'trigger_form', target: 'form-1' })]);

    await userEvent.click(screen.getByRole('button', { name: 'Tell us your goals' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'form', params: { form: 'form-1' } } }]);
  });

  describe('trigger_overlay', () => {
    it('loads the overlay and shows its blocks in a dialog; Escape closes it and focus returns', async () => {
      let answer: (response: Response) => void = () => undefined;
      const fetch = jest.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
      await renderBlocks([button('See the offer', { type: 'trigger_overlay', target: 'ov-1' })], { fetch });

      const control = screen.getByRole('button', { name: 'See the offer' });
      await userEvent.click(control);
      expect(within(await screen.findByRole('dialog')).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      act(() => answer(jsonResponse(200, overlay)));
      const dialog = await screen.findByRole('dialog', { name: 'Go Premium' });
      expect(within(dialog).getByText('everything').tagName).toBe('STRONG');
      expect(fetch).toHaveBeenCalledWith('/api/overlays/ov-1', expect.anything());

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(control).toHaveFocus();
    });

    it("shows 'Overlay id is missing' in the dialog when the action names no overlay", async () => {
      const fetch = fetchFrom({});
      await renderBlocks([button('See the offer', { type: 'trigger_overlay', target: '  ' })], { fetch });

      await userEvent.click(screen.getByRole('button', { name: 'See the offer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Something went wrong.' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Overlay id is missing');
      expect(fetch).not.toHaveBeenCalled();
    });

    it('offers a retry when the overlay fails to load', async () => {
      const fetch = fetchFrom({});
      await renderBlocks([button('See the offer', { type: 'trigger_overlay', target: 'gone' })], { fetch });

      await userEvent.click(screen.getByRole('button', { name: 'See the offer' }));
      expect(await screen.findByText('This content could not be loaded.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    });

    it('closes when one of its blocks opens checkout, so checkout is not hidden behind it', async () => {
      const withPurchase: OverlayResponse = {
        overlay: {
          ...overlay.overlay,
          blocks: [button('Join Premium', { type: 'trigger_purchase', target: 'p1' }, 'in')],
        },
      };
      const fetch = fetchFrom({ '/overlays/ov-1': { status: 200, body: withPurchase } });
      const { props } = await renderBlocks([button('See the offer', { type: 'trigger_overlay', target: 'ov-1' })], {
        fetch,
      });

      await userEvent.click(screen.getByRole('button', { name: 'See the offer' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Join Premium' }));
      expect(props.emitted).toEqual([
        { type: 'modal:open', payload: { modal: 'checkout', params: { products: 'p1' } } },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes when the member moves to another page', async () => {
      const fetch = fetchFrom({ '/overlays/ov-1': { status: 200, body: overlay } });
      const { rerenderAt } = await renderBlocks(
        [button('See the offer', { type: 'trigger_overlay', target: 'ov-1' })],
        {
          fetch,
        },
      );

      await userEvent.click(screen.getByRole('button', { name: 'See the offer' }));
      await screen.findByRole('dialog', { name: 'Go Premium' });
      rerenderAt('/elsewhere');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('share', () => {
    afterEach(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });

    it("uses the system share sheet with the page's title and address when there is one", async () => {
      const share = jest.fn(async () => undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      document.title = 'Leg day · Demo Fitness';
      await renderBlocks([button('Share it', { type: 'share' })]);

      await userEvent.click(screen.getByRole('button', { name: 'Share it' }));
      expect(share).toHaveBeenCalledWith({ title: 'Leg day · Demo Fitness', url: window.location.href });
      expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    });

    it('copies the link and says so when the browser cannot share', async () => {
      const user = userEvent.setup();
      await renderBlocks([button('Share it', { type: 'share', target: '/programs/kickstart' })]);

      await user.click(screen.getByRole('button', { name: 'Share it' }));
      expect(await screen.findByText('Link copied')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/programs/kickstart`);
    });

    it('shows the link to copy by hand when copying fails', async () => {
      const user = userEvent.setup();
      jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      await renderBlocks([button('Share it', { type: 'share' })]);

      await user.click(screen.getByRole('button', { name: 'Share it' }));
      expect(await screen.findByText(`Copy this link: ${window.location.href}`)).toBeInTheDocument();
    });

    it('lets the confirmation go after a few seconds', async () => {
      jest.useFakeTimers();
      try {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        await renderBlocks([button('Share it', { type: 'share' })]);
        await user.click(screen.getByRole('button', { name: 'Share it' }));
        expect(await screen.findByText('Link copied')).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(4000));
        expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });

  describe('open_lightbox', () => {
    it('shows the image full screen with focus on its close button; Escape closes it and focus returns', async () => {
      await renderBlocks([
        blockSchema.parse({ id: 'img', type: 'image', url: SVG, alt: 'Squat form', action: { type: 'open_lightbox' } }),
      ]);

      const control = screen.getByRole('button', { name: 'Squat form' });
      await userEvent.click(control);
      const viewer = await screen.findByRole('dialog', { name: 'Squat form' });
      expect(within(viewer).getByRole('img', { name: 'Squat form' })).toHaveAttribute('src', SVG);
      expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();

      await userEvent.tab();
      expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(control).toHaveFocus();
    });

    it('shows the image the action names, and closes from its close button', async () => {
      await renderBlocks([button('View the plan', { type: 'open_lightbox', target: SVG })]);

      await userEvent.click(screen.getByRole('button', { name: 'View the plan' }));
      expect(await screen.findByRole('dialog', { name: 'Image' })).toBeInTheDocument();
      expect(document.body.style.overflow).toBe('hidden');
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.body.style.overflow).toBe('');
    });

    it('closes only the viewer when opened from inside an overlay', async () => {
      const withImage: OverlayResponse = {
        overlay: {
          ...overlay.overlay,
          blocks: [
            blockSchema.parse({ id: 'i', type: 'image', url: SVG, alt: 'Plan', action: { type: 'open_lightbox' } }),
          ],
        },
      };
      const fetch = fetchFrom({ '/overlays/ov-1': { status: 200, body: withImage } });
      await renderBlocks([button('See the offer', { type: 'trigger_overlay', target: 'ov-1' })], { fetch });

      await userEvent.click(screen.getByRole('button', { name: 'See the offer' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Plan' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Go Premium' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Plan' })).not.toBeInTheDocument();
    });
  });
});
