import { eq, isNull } from 'drizzle-orm';
import { HEADERS } from '@stride/shared';
import { SANDBOX_CARDS } from '@stride/shared/billing';
import { freePort } from '../../test/runCli';
import { startServerProcess } from '../../test/serverProcess';
import { freshDatabasePerTest } from '../../test/serverProcessDatabase';
import { createSession } from '../auth/sessionTokens';
import { importContent } from '../content/importContent';
import { DEMO_APP_SLUG, PRIVATE_DEMO_APP_SLUG } from '../content/seedDemoApp';
import { paymentEvents, products, purchases, sandboxEvents, users } from '../db/schema';

// Two starts of the real server process and a kill: tens of seconds on a loaded machine.
jest.setTimeout(120_000);

const scratch = freshDatabasePerTest('pay-crash');

/** An app with a paid product, under the demo's slugs so the development server seeds no demo. */
async function prepareShop() {
  const database = await scratch.open();
  try {
    const { appId } = await importContent(database.db, {
      app: { slug: DEMO_APP_SLUG, name: 'Crash shop', is_default: true },
      members: [{ email: 'buyer@crash.test', name: 'Buyer' }],
      products: [{ slug: 'course', title: 'Course', kind: 'one_off', price_cents: 4900 }],
      pages: [{ path: '/', title: 'Home' }],
    });
    await importContent(database.db, { app: { slug: PRIVATE_DEMO_APP_SLUG, name: 'Second app' } });
    const [member] = await database.db
      .update(users)
      .set({ passwordHash: 'scrypt$not-checked-here' })
      .where(eq(users.appId, appId))
      .returning({ id: users.id });
    const { token } = await createSession(database.db, appId, member!.id);
    const [product] = await database.db.select().from(products).where(eq(products.appId, appId));
    return {
      userId: member!.id,
      product: product!,
      headers: {
        [HEADERS.appSlug]: DEMO_APP_SLUG,
        [HEADERS.userEmail]: 'buyer@crash.test',
        [HEADERS.userToken]: token,
        'content-type': 'application/json',
      },
    };
  } finally {
    await database.close();
  }
}

describe(`a server killed between a payment and its activation, on ${scratch.kind}`, () => {
  it('activates the purchase on restart, once', async () => {
    const { userId, product, headers } = await prepareShop();
    const env = scratch.env();
    const api = (base: string) => async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}/api${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, never> };
    };

    const port = await freePort();
    const first = startServerProcess(scratch.dataDir(), port, { ...env, STRIDE_CRASH_AT: 'sandbox-payment-recorded' });
    await first.ready;
    const call = api(`http://127.0.0.1:${port}`);
    const started = (
      await call('POST', `/products/${product.id}/intent`, { version_id: product.versionId, final_amount: 4900 })
    ).json as unknown as { intent: { intent_id: string; client_secret: string } };
    const confirm = call('POST', `/sandbox/intents/${started.intent.intent_id}/confirm`, {
      client_secret: started.intent.client_secret,
      card_number: SANDBOX_CARDS.succeeds,
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    });
    // The server dies with the payment recorded: the member never hears back.
    await expect(confirm).rejects.toThrow();
    expect((await first.exit).signal).toBe('SIGKILL');

    const database = await scratch.open();
    try {
      expect(await database.db.select().from(purchases).where(eq(purchases.userId, userId))).toEqual([]);
    } finally {
      await database.close();
    }

    const restartPort = await freePort();
    const second = startServerProcess(scratch.dataDir(), restartPort, env);
    await second.ready;
    try {
      const again = api(`http://127.0.0.1:${restartPort}`);
      // The restart asks the provider about open checkouts in the background, without the member: it is granted
      // within moments (bounded here), however the server was stopped.
      const owns = async () => (await again('GET', `/products/${product.id}/has_active_purchase`)).json;
      const deadline = Date.now() + 15_000;
      let answer = await owns();
      while (!answer.has_active_purchase && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await owns();
      }
      expect(answer).toEqual({ has_active_purchase: true });
      const { json } = await again('GET', '/purchases');
      expect((json as unknown as { purchases: { product_id: string }[] }).purchases.map((p) => p.product_id)).toEqual([
        product.id,
      ]);
    } finally {
      process.kill(-second.child.pid!, 'SIGTERM');
      await second.exit;
    }

    const after = await scratch.open();
    try {
      // The sandbox's event of that payment was delivered after the restart (at the latest as the server
      // closed): it found the purchase granted and added none.
      expect(await after.db.select().from(purchases).where(eq(purchases.userId, userId))).toHaveLength(1);
      expect(await after.db.select().from(sandboxEvents).where(isNull(sandboxEvents.deliveredAt))).toEqual([]);
      const applied = await after.db.select().from(paymentEvents);
      expect(applied.map((event) => event.processedAt !== null)).toEqual([true]);
    } finally {
      await after.close();
    }
  });
});
