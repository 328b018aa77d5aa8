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

/** Runs axe-core on the page as it is now and fails with every WCAG 2.1 AA violation it finds. */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(describeViolations(violations), `axe on ${label}`).toEqual([]);
}
