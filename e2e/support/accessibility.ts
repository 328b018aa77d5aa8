import { SERVER_MARKUP_ELEMENT_ID } from '@stride/shared';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 AA, the level Stride promises (CONVENTIONS.md): colour contrast included. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per failing element, so a report names the rule, the element and why (contrast ratios included). */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/** Every WCAG 2.1 AA violation axe-core finds on the page as it is now, one line per failing element. */
export async function a11yViolations(page: Page): Promise<string[]> {
  // Contrast is measured on what is drawn: a dialog still fading in would read as faint text.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return describeViolations(violations);
}

/** Runs axe-core on the page as it is now and fails with every WCAG 2.1 AA violation it finds. */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  expect(await a11yViolations(page), `axe on ${label}`).toEqual([]);
}

/**
 * Waits until the routed screen has drawn: a heading shows, the app has taken over the server's markup (its
 * buttons listen), no loader spins, the fonts have loaded.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator(`#${SERVER_MARKUP_ELEMENT_ID}`)).toHaveCount(0);
  await expect(page.locator('.stride-spinner')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
