import type { Block } from '@stride/shared';
import { blockSchema } from '@stride/shared/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blockOf, renderBlocks } from '../testing/renderBlocks';

function block(input: Record<string, unknown>): Block {
  return blockSchema.parse(input);
}

describe('videos in blocks', () => {
  it('loads no player until the member presses play, then starts the provider embed', async () => {
    await renderBlocks([
      block({ id: 'l', type: 'livestream', title: 'Morning flow', video: { provider: 'vimeo', id: '76979871' } }),
    ]);

    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Morning flow' }));
    expect(screen.getByTitle('Morning flow')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  it('plays a hero video in the hero', async () => {
    await renderBlocks([
      block({ id: 'h', type: 'hero', title: 'Meet the coach', video: { provider: 'youtube', id: 'dQw4w9WgXcQ' } }),
    ]);

    await userEvent.click(await screen.findByRole('button', { name: 'Play video: Meet the coach' }));
    const frame = await within(blockOf('hero')).findByTitle('Meet the coach');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
  });

  it('embeds facebook videos through the facebook player', async () => {
    await renderBlocks([
      block({ id: 'l', type: 'livestream', title: 'Q&A', video: { provider: 'facebook', id: '10153231379946729' } }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Play video: Q&A' }));
    expect(screen.getByTitle('Q&A').getAttribute('src')).toMatch(
      /^https:\/\/www\.facebook\.com\/plugins\/video\.php\?href=https%3A%2F%2Fwww\.facebook\.com%2Fwatch%2F%3Fv%3D10153231379946729/,
    );
  });

  it('links to a zoom meeting in a new tab instead of framing it', async () => {
    await renderBlocks([
      block({ id: 'l', type: 'livestream', title: 'Live', video: { provider: 'zoom', id: '1234567890' } }),
    ]);

    const join = screen.getByRole('link', { name: 'Join on Zoom' });
    expect(join).toHaveAttribute('href', 'https://zoom.us/j/1234567890');
    expect(join).toHaveAttribute('target', '_blank');
  });

  it('shows when a stream starts, and keeps the place of its chat for the messaging remote', async () => {
    await renderBlocks([
      block({
        id: 'l',
        type: 'livestream',
        title: 'Live',
        starts_at: '2030-01-05T09:00:00Z',
        thread_id: 'thread-1',
        video: { provider: 'youtube', id: 'dQw4w9WgXcQ' },
      }),
    ]);

    expect(within(blockOf('livestream')).getByText(/^Live Jan 5, 2030/)).toHaveAttribute(
      'datetime',
      '2030-01-05T09:00:00.000Z',
    );
    expect(blockOf('livestream').querySelector('.content-slot--pending')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error state for a video of another host instead of framing it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const video = { provider: 'youtube', id: null, url: 'https://evil.example/watch?v=dQw4w9WgXcQ' };
    await renderBlocks([{ id: 'l', type: 'livestream', title: 'Bad', video } as unknown as Block]);

    expect(within(blockOf('livestream')).getByRole('note')).toHaveTextContent("This block can't be shown.");
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
