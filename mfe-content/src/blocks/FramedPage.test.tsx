import type { Block } from '@stride/shared';
import { blockSchema } from '@stride/shared/schemas';
import { screen } from '@testing-library/react';
import { frameSandbox } from './FramedPage';
import { renderBlocks } from '../testing/renderBlocks';

function block(input: Record<string, unknown>): Block {
  return blockSchema.parse(input);
}

describe('framed pages', () => {
  it("frames a path of this app without this app's origin, so its scripts cannot reach the app", async () => {
    await renderBlocks([
      block({ id: 'f', type: 'iframe', url: '/articles', title: 'Articles' }),
      block({ id: 'e', type: 'extension', url: '/booking', title: 'Booking' }),
    ]);

    for (const title of ['Articles', 'Booking']) {
      const sandbox = screen.getByTitle(title).getAttribute('sandbox')!.split(' ');
      expect(sandbox).toContain('allow-scripts');
      expect(sandbox).not.toContain('allow-same-origin');
    }
  });

  it('lets a page of another site keep its own origin, never navigating the app', async () => {
    await renderBlocks([
      block({ id: 'f', type: 'iframe', url: 'https://tools.example.org/calc', title: 'Calculator' }),
    ]);

    const sandbox = screen.getByTitle('Calculator').getAttribute('sandbox')!.split(' ');
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']));
    expect(sandbox).not.toContain('allow-top-navigation');
  });

  it("treats a full address on the app's own origin as the app", () => {
    const origin = 'https://demo.example.com';
    expect(frameSandbox('https://demo.example.com/articles', origin)).not.toMatch(/allow-same-origin/);
    expect(frameSandbox('https://other.example.com/articles', origin)).toMatch(/allow-same-origin/);
  });
});
