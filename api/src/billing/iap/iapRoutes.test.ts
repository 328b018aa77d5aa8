import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { HEADERS } from '@stride/shared';
import { sessionFor } from '../../../test/authTestSupport';
import {
  TEST_BUNDLE_ID,
  TEST_ROOT_CERTIFICATE,
  signTransaction,
  testSubscriptionTransaction,
  testTransaction,
  withPayload,
  type TestTransactionPayload,
} from '../../../test/iap/appleTestTransactions';
import { buildIapTestApp } from '../../../test/iap/iapTestApp';
import { createTestDatabase, type TestDatabase } from '../../../test/testDatabase';
import { createMember } from '../../auth/memberAccounts';
import { importContent } from '../../content/importContent';
import { apps, iapTransactions, products, purchases, type UserRow } from '../../db/schema';
import { loadAppleSettings, type AppleSettings } from './appleSettings';

const PREMIUM = 'app.stride.test.premium';
const LIFETIME = 'app.stride.test.lifetime';

const STUDIO = {
  app: { slug: 'studio', name: 'Studio' },
  products: [
    {
      slug: 'premium',
      title: 'Premium',
      kind: 'subscription',
      price_cents: 900,
      interval: 'month',
      apple_product_id: PREMIUM,
    },
    { slug: 'lifetime', title: 'Lifetime', kind: 'one_off', price_cents: 9900, apple_product_id: LIFETIME },
    { slug: 'web-only', title: 'Web only', kind: 'one_off', price_cents: 500 },
  ],
  members: [{ email: 'known@studio.test', name: 'Known Member' }],
  pages: [
    { path: '/', title: 'Studio home' },
    {
      path: '/premium',
      title: 'Premium article',
      type: 'article',
      access: { require_purchase: true, products: ['premium'] },
      blocks: [{ id: 'secret', type: 'text', text: 'premium secret words' }],
    },
    {
      path: '/lifetime',
      title: 'Lifetime article',
      type: 'article',
      access: { require_purchase: true, products: ['lifetime'] },
      blocks: [{ id: 'forever', type: 'text', text: 'lifetime secret words' }],
    },
  ],
};

/** Another app served from the same App Store app, selling a product under the same App Store id. */
const RIVAL = {
  app: { slug: 'rival', name: 'Rival' },
  products: [
    {
      slug: 'gold',
      title: 'Gold',
      kind: 'subscription',
      price_cents: 500,
      interval: 'month',
      apple_product_id: PREMIUM,
    },
  ],
  pages: [{ path: '/', title: 'Rival home' }],
};

/** Sandbox, trusting the test root; offline, as no OCSP responder knows the test certificates. */
function testAppleSettings(): AppleSettings {
  const settings = loadAppleSettings({
    APPLE_BUNDLE_ID: TEST_BUNDLE_ID,
    APPLE_ENVIRONMENT: 'Sandbox',
    APPLE_ROOT_CERTIFICATES: TEST_ROOT_CERTIFICATE,
  });
  if (!settings) throw new Error('Apple settings expected');
  return { ...settings, enableOnlineChecks: false };
}

let database: TestDatabase;
let app: FastifyInstance;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  for (const content of [STUDIO, RIVAL]) await importContent(database.db, content);
  for (const row of await database.db.select({ id: products.id, slug: products.slug }).from(products)) {
    ids[row.slug] = row.id;
  }
  app = await buildIapTestApp(database.db, testAppleSettings());
});
afterAll(async () => {
  await app.close();
  await database.close();
});

interface Member {
  app: string;
  email: string;
  token: string;
  user: UserRow;
}

let memberCount = 0;
async function member(appSlug = 'studio'): Promise<Member> {
  memberCount += 1;
  const [appRow] = await database.db.select({ id: apps.id }).from(apps).where(eq(apps.slug, appSlug));
  const user = await createMember(database.db, {
    appId: appRow!.id,
    email: `buyer${memberCount}@${appSlug}.test`,
    name: 'Iap Buyer',
    passwordHash: 'scrypt$test',
  });
  return { app: appSlug, user: user!, ...(await sessionFor(database.db, user!)) };
}

let transactionCount = 0;
/** A transaction id no other test uses. */
function newTransactionId(): string {
  transactionCount += 1;
  return String(2_000_000_000_000 + transactionCount);
}

interface CallOptions {
  as?: Member;
  body?: unknown;
  /** X-Native-App; the native shell sends 'true'. */
  native?: string | null;
  app?: string;
  on?: FastifyInstance;
}

function call(method: 'GET' | 'POST', url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { [HEADERS.appSlug]: options.app ?? options.as?.app ?? 'studio' };
  const native = options.native === undefined ? 'true' : options.native;
  if (native !== null) headers[HEADERS.nativeApp] = native;
  if (options.as) {
    headers[HEADERS.userEmail] = options.as.email;
    headers[HEADERS.userToken] = options.as.token;
  }
  return (options.on ?? app).inject({
    method,
    url: `/api${url}`,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** The purchase request the native shell sends for a signed transaction. */
function purchaseBody(payload: TestTransactionPayload, signed = signTransaction(payload), email?: string) {
  return {
    transaction_id: payload.transactionId,
    original_transaction_id: payload.originalTransactionId,
    signed_transaction: signed,
    ...(email === undefined ? {} : { email }),
  };
}

function purchase(productSlug: string, body: unknown, options: CallOptions = {}) {
  return call('POST', `/products/${ids[productSlug] ?? productSlug}/purchase/iap`, { body, ...options });
}

function purchasesOf(of: Member) {
  return database.db.select().from(purchases).where(eq(purchases.userId, of.user.id));
}

function expectError(res: LightMyRequestResponse, status: number, code: string): void {
  expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({ status, code });
}

const premiumPage = (as: Member) => call('GET', '/__/premium/index.json', { as });

describe('POST /products/{id}/purchase/iap', () => {
  it('grants the product once: the page it gates opens, and a replay grants nothing more', async () => {
    const buyer = await member();
    expect((await premiumPage(buyer)).statusCode).toBe(403);

    const payload = testSubscriptionTransaction(PREMIUM, newTransactionId(), 30);
    const res = await purchase('premium', purchaseBody(payload), { as: buyer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ product_ids: [ids.premium] });

    const page = await premiumPage(buyer);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('premium secret words');

    const granted = await purchasesOf(buyer);
    expect(granted).toEqual([
      expect.objectContaining({
        productId: ids.premium,
        provider: 'apple',
        providerSubscriptionId: payload.originalTransactionId,
        status: 'active',
        currentPeriodEnd: new Date(payload.expiresDate as number),
      }),
    ]);
    const [claim] = await database.db
      .select()
      .from(iapTransactions)
      .where(eq(iapTransactions.originalTransactionId, payload.originalTransactionId as string));
    expect(claim).toMatchObject({
      userId: buyer.user.id,
      transactionId: payload.transactionId,
      productId: ids.premium,
      purchaseId: granted[0]!.id,
      environment: 'Sandbox',
    });

    // The shell retries (twice at once, as after a timeout): the same answer, and still one purchase.
    const replays = await Promise.all([1, 2].map(() => purchase('premium', purchaseBody(payload), { as: buyer })));
    for (const replay of replays) expect(replay.json()).toEqual({ product_ids: [ids.premium] });
    expect(await purchasesOf(buyer)).toEqual(granted);
  });

  it("a renewal moves the same purchase to the new period's end", async () => {
    const buyer = await member();
    const first = testSubscriptionTransaction(PREMIUM, newTransactionId(), 2);
    expect((await purchase('premium', purchaseBody(first), { as: buyer })).statusCode).toBe(200);
    const renewal = testSubscriptionTransaction(PREMIUM, newTransactionId(), 32, {
      originalTransactionId: first.originalTransactionId,
    });
    expect((await purchase('premium', purchaseBody(renewal), { as: buyer })).statusCode).toBe(200);
    expect(await purchasesOf(buyer)).toEqual([
      expect.objectContaining({
        providerSubscriptionId: first.originalTransactionId,
        currentPeriodEnd: new Date(renewal.expiresDate as number),
      }),
    ]);
  });

  it('grants a one-off product with no period end', async () => {
    const buyer = await member();
    const payload = testTransaction(LIFETIME, newTransactionId());
    const res = await purchase('lifetime', purchaseBody(payload), { as: buyer });
    expect(res.json()).toEqual({ product_ids: [ids.lifetime] });
    expect(await purchasesOf(buyer)).toEqual([
      expect.objectContaining({ productId: ids.lifetime, provider: 'apple', currentPeriodEnd: null }),
    ]);
  });

  it('without a session, grants to the member the email names; an unknown email is user_not_found', async () => {
    const payload = testTransaction(LIFETIME, newTransactionId());
    const res = await purchase('lifetime', purchaseBody(payload, undefined, 'KNOWN@studio.test'));
    expect(res.statusCode).toBe(200);
    const [known] = await database.db
      .select({ productId: purchases.productId })
      .from(purchases)
      .innerJoin(iapTransactions, eq(iapTransactions.purchaseId, purchases.id))
      .where(eq(iapTransactions.originalTransactionId, payload.originalTransactionId as string));
    expect(known).toEqual({ productId: ids.lifetime });

    const stranger = testTransaction(LIFETIME, newTransactionId());
    expectError(
      await purchase('lifetime', purchaseBody(stranger, undefined, 'nobody@studio.test')),
      404,
      'user_not_found',
    );
    // A member of another app is not a member of this one.
    const rivalMember = await member('rival');
    expectError(
      await purchase('lifetime', purchaseBody(stranger, undefined, rivalMember.email)),
      404,
      'user_not_found',
    );
    expectError(await purchase('lifetime', purchaseBody(stranger)), 401, 'not_signed_in');
    const [claim] = await database.db
      .select()
      .from(iapTransactions)
      .where(eq(iapTransactions.originalTransactionId, stranger.originalTransactionId as string));
    expect(claim).toBeUndefined();
  });

  it("answers product_not_found for another product's transaction and for a product not sold in the App Store", async () => {
    const buyer = await member();
    const lifetime = testTransaction(LIFETIME, newTransactionId());
    expectError(await purchase('premium', purchaseBody(lifetime), { as: buyer }), 404, 'product_not_found');
    const premium = testSubscriptionTransaction(PREMIUM, newTransactionId(), 30);
    for (const product of ['web-only', randomUUID(), 'not-an-id']) {
      expectError(await purchase(product, purchaseBody(premium), { as: buyer }), 404, 'product_not_found');
    }
    // Rival sells the same App Store product, but its product is not this app's.
    expectError(await purchase('gold', purchaseBody(premium), { as: buyer }), 404, 'product_not_found');
    expect(await purchasesOf(buyer)).toEqual([]);
  });

  it('answers invalid_transaction for anything Apple did not sign as it stands, or that no longer gives access', async () => {
    const buyer = await member();
    const payload = testSubscriptionTransaction(PREMIUM, newTransactionId(), 30);
    const signed = signTransaction(payload);
    const forged = (changes: TestTransactionPayload) => {
      const changed = { ...payload, ...changes };
      return purchaseBody(changed, withPayload(signed, changed));
    };
    // One bit of the signature flipped (its last base64url character also holds padding bits: not that one).
    const [header, body, signature] = signed.split('.');
    const bytes = Buffer.from(signature!, 'base64url');
    bytes[10] = bytes[10]! ^ 1;
    const brokenSignature = `${header}.${body}.${bytes.toString('base64url')}`;
    const attempts: Record<string, unknown> = {
      'a payload changed after signing': forged({ expiresDate: Date.now() + 3_650 * 86_400_000 }),
      'a broken signature': purchaseBody(payload, brokenSignature),
      'a chain to a root nobody trusts': purchaseBody(payload, signTransaction(payload, 'rogue')),
      'not a JWS at all': purchaseBody(payload, 'not-a-jws'),
      "another app's transaction": purchaseBody({ ...payload, bundleId: 'com.example.other' }),
      "another environment's transaction": purchaseBody({ ...payload, environment: 'Production' }),
      'a body naming another transaction': {
        ...purchaseBody(payload, signed),
        transaction_id: newTransactionId(),
        original_transaction_id: newTransactionId(),
      },
      'an expired subscription': purchaseBody(testSubscriptionTransaction(PREMIUM, newTransactionId(), -1)),
      'a refunded purchase': purchaseBody(
        testSubscriptionTransaction(PREMIUM, newTransactionId(), 30, {
          revocationDate: Date.now(),
          revocationReason: 0,
        }),
      ),
    };
    for (const [attempt, body] of Object.entries(attempts)) {
      const res = await purchase('premium', body, { as: buyer });
      expect({ attempt, status: res.statusCode, code: res.json().error?.code }).toEqual({
        attempt,
        status: 400,
        code: 'invalid_transaction',
      });
    }
    expect(await purchasesOf(buyer)).toEqual([]);
    expect((await premiumPage(buyer)).statusCode).toBe(403);
  });

  it("answers iap_activation_failed for another member's transaction, and grants them nothing", async () => {
    const owner = await member();
    const other = await member();
    const payload = testSubscriptionTransaction(PREMIUM, newTransactionId(), 30);
    expect((await purchase('premium', purchaseBody(payload), { as: owner })).statusCode).toBe(200);

    const res = await purchase('premium', purchaseBody(payload), { as: other });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'iap_activation_failed',
      message: 'We were unable to activate your purchase. Please contact support.',
    });
    expect(await purchasesOf(other)).toEqual([]);
    expect((await premiumPage(other)).statusCode).toBe(403);

    // A member of another app on the same App Store app cannot take it over either.
    const rivalMember = await member('rival');
    expectError(
      await purchase('gold', purchaseBody(payload), { as: rivalMember, app: 'rival' }),
      502,
      'iap_activation_failed',
    );
    expect(await purchasesOf(rivalMember)).toEqual([]);
    const [claim] = await database.db
      .select()
      .from(iapTransactions)
      .where(
        and(
          eq(iapTransactions.originalTransactionId, payload.originalTransactionId as string),
          eq(iapTransactions.userId, rivalMember.user.id),
        ),
      );
    expect(claim).toBeUndefined();
    expect(await purchasesOf(owner)).toEqual([expect.objectContaining({ status: 'active', userId: owner.user.id })]);
  });

  it('answers iap_activation_failed when the grant cannot be written, and grants nothing', async () => {
    // The database refuses every transaction (a full disk, a lost connection); reads still work.
    const failing = new Proxy(database.db, {
      get: (target, property, receiver) =>
        property === 'transaction'
          ? () => Promise.reject(new Error('could not write to the database'))
          : Reflect.get(target, property, receiver),
    });
    const broken = await buildIapTestApp(failing, testAppleSettings());
    try {
      const buyer = await member();
      const payload = testTransaction(LIFETIME, newTransactionId());
      const res = await purchase('lifetime', purchaseBody(payload), { as: buyer, on: broken });
      expectError(res, 502, 'iap_activation_failed');
      expect(res.json().error.message).toBe('We were unable to activate your purchase. Please contact support.');
      expect(await purchasesOf(buyer)).toEqual([]);
      // Once the database is back, the same transaction is granted.
      expect((await purchase('lifetime', purchaseBody(payload), { as: buyer })).json()).toEqual({
        product_ids: [ids.lifetime],
      });
    } finally {
      await broken.close();
    }
  });

  it('is for the native shells only', async () => {
    const buyer = await member();
    const payload = testTransaction(LIFETIME, newTransactionId());
    for (const native of [null, 'false']) {
      expectError(await purchase('lifetime', purchaseBody(payload), { as: buyer, native }), 403, 'forbidden');
    }
    expect(await purchasesOf(buyer)).toEqual([]);
  });
});

describe('POST /products/restore/iap', () => {
  const restore = (signed: string[], options: CallOptions = {}) =>
    call('POST', '/products/restore/iap', { body: { signed_transactions: signed }, ...options });

  it('grants the live purchases the device holds for products of this app', async () => {
    const buyer = await member();
    expect((await premiumPage(buyer)).statusCode).toBe(403);
    const first = testSubscriptionTransaction(PREMIUM, newTransactionId(), -20);
    const renewal = testSubscriptionTransaction(PREMIUM, newTransactionId(), 10, {
      originalTransactionId: first.originalTransactionId,
    });
    const signed = [
      signTransaction(first),
      signTransaction(renewal),
      signTransaction(testTransaction('app.stride.test.unknown', newTransactionId())),
      signTransaction(testTransaction(LIFETIME, newTransactionId()), 'rogue'),
    ];
    const res = await restore(signed, { as: buyer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ product_ids: [ids.premium] });
    expect((await premiumPage(buyer)).body).toContain('premium secret words');
    expect(await purchasesOf(buyer)).toEqual([
      expect.objectContaining({
        productId: ids.premium,
        providerSubscriptionId: first.originalTransactionId,
        currentPeriodEnd: new Date(renewal.expiresDate as number),
      }),
    ]);

    // Restoring again finds the same purchase: the same answer, nothing added.
    expect((await restore(signed, { as: buyer })).json()).toEqual({ product_ids: [ids.premium] });
    expect(await purchasesOf(buyer)).toHaveLength(1);
  });

  it('answers no_purchases_to_restore when nothing the device holds can be restored', async () => {
    const buyer = await member();
    const nothing = [
      [],
      [signTransaction(testSubscriptionTransaction(PREMIUM, newTransactionId(), -1))],
      [signTransaction(testTransaction('app.stride.test.unknown', newTransactionId()))],
      [signTransaction(testTransaction(LIFETIME, newTransactionId()), 'rogue'), 'not-a-jws'],
    ];
    for (const signed of nothing) {
      const res = await restore(signed, { as: buyer });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'no_purchases_to_restore', message: 'No purchases found to restore' });
    }
    expect(await purchasesOf(buyer)).toEqual([]);
  });

  it("answers iap_activation_failed when all it holds is another member's", async () => {
    const owner = await member();
    const payload = testTransaction(LIFETIME, newTransactionId());
    expect((await restore([signTransaction(payload)], { as: owner })).statusCode).toBe(200);
    const other = await member();
    expectError(await restore([signTransaction(payload)], { as: other }), 502, 'iap_activation_failed');
    expect(await purchasesOf(other)).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    expectError(await restore([signTransaction(testTransaction(LIFETIME, newTransactionId()))]), 401, 'not_signed_in');
  });
});

describe('without Apple settings', () => {
  it('answers 503 payments_unavailable', async () => {
    const unconfigured = await buildIapTestApp(database.db, null);
    try {
      const buyer = await member();
      const payload = testTransaction(LIFETIME, newTransactionId());
      const bought = await purchase('lifetime', purchaseBody(payload), { as: buyer, on: unconfigured });
      expectError(bought, 503, 'payments_unavailable');
      expect(bought.json().error.message).toBe("This app can't accept payments yet");
      const restored = await call('POST', '/products/restore/iap', {
        as: buyer,
        body: { signed_transactions: [signTransaction(payload)] },
        on: unconfigured,
      });
      expectError(restored, 503, 'payments_unavailable');
      expect(await purchasesOf(buyer)).toEqual([]);
    } finally {
      await unconfigured.close();
    }
  });
});
