import { performance } from 'node:perf_hooks';
import { median } from './firstContent.mjs';

// Checkout figures: the price preview under load, and how long a member waits from confirming a card to the page
// they bought.

/**
 * POST /api/products/{id}/preview of the demo's program bought alone, with its order bump and the WELCOME20
 * coupon: product, bump and coupon reads and the arithmetic, for a signed-in member.
 */
export async function previewEndpoint(apiUrl, session) {
  const response = await fetch(`${apiUrl}/api/products/list?include_hidden=true`, { headers: session });
  const { products } = await response.json();
  const program = products.find((product) => product.title === 'Strength Mastery program');
  if (!program) throw new Error('The demo has no "Strength Mastery program" product');
  return {
    path: `/api/products/${program.id}/preview`,
    request: {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify({
        coupon_code: 'WELCOME20',
        order_bumps: program.order_bumps.map((bump) => bump.product_id),
      }),
    },
    goal: 'p99 ≤ 25 ms',
  };
}

/** What only a buyer of the demo's Strength Mastery sees on the program's page. */
const PAID_TEXT = 'Work through the stages in order';

/**
 * A guest opens the paid program, picks it alone, gives a name, email and password and pays with the sandbox's
 * 4242 card: the time from pressing Pay on the card to the program's paid content on screen (the payment, the
 * activation, the session re-read and the page refetched), median of `runs`.
 */
export async function measureConfirmToUnlock(browser, baseUrl, runs = 5) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/programs/strength-mastery`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Choose' }).first().click();
      await dialog.getByLabel('Name').fill('Bench Buyer');
      await dialog.getByLabel('Email').fill(`bench-${Date.now()}-${run}@example.com`);
      await dialog.getByLabel('Password').fill('correct-horse-7');
      await dialog.getByRole('button', { name: /^Pay / }).click();
      await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
      await dialog.getByLabel('Expiry date (MM/YY)').fill('12/34');
      await dialog.getByLabel('Security code (CVC)').fill('123');
      const paid = page.getByText(PAID_TEXT);
      const started = performance.now();
      await dialog.getByRole('button', { name: /^Pay / }).click();
      await paid.waitFor({ state: 'visible', timeout: 30_000 });
      times.push(performance.now() - started);
    } finally {
      await context.close();
    }
  }
  return { median: median(times), runs: times };
}
