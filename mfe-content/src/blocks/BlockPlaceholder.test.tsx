import type { Block } from '@stride/shared';
import { blockSchema } from '@stride/shared/schemas';
import { screen, within } from '@testing-library/react';
import { waitForLazyParts } from '../testing/renderPage';
import { blockOf, renderBlocks } from '../testing/renderBlocks';

function block(input: Record<string, unknown>): Block {
  return blockSchema.parse(input);
}

// Views load once per test file: this file renders each lazily loaded type here first.
describe('a block whose view is still loading', () => {
  it('is on the page at once, marked with its type, as tall as it will be, and drawn once its view arrives', async () => {
    await renderBlocks(
      [
        block({ id: 'h', type: 'hero', title: 'Welcome' }),
        block({
          id: 'm',
          type: 'map',
          address: '1 Gym Street, Leeds',
          latitude: 53.8,
          longitude: -1.55,
          height: { unit: 'pixel', value: 300 },
        }),
        block({ id: 'f', type: 'iframe', url: '/articles', title: 'Articles', height_ratio: 150 }),
        block({ id: 'c', type: 'code', code: 'const reps = 10;' }),
      ],
      { wait: false },
    );

    // The views a first paint needs come with the entry.
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(blockOf('map').firstElementChild).toHaveClass('content-block-placeholder');
    expect(blockOf('map').firstElementChild).toHaveStyle({ height: '356px' });
    expect(blockOf('iframe').firstElementChild).toHaveStyle({ height: '300px' });
    expect(blockOf('code').firstElementChild).toHaveAttribute('aria-busy', 'true');

    await waitForLazyParts();
    expect(within(blockOf('map')).getByText('1 Gym Street, Leeds')).toBeInTheDocument();
    expect(screen.getByTitle('Articles')).toHaveStyle({ height: '300px' });
    expect(within(blockOf('code')).getByText('const reps = 10;')).toBeInTheDocument();
  });
});
