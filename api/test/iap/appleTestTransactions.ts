import { X509Certificate, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * App Store transactions for tests, signed as StoreKit 2 signs them: a JWS (ES256) whose x5c header carries
 * the leaf, intermediate and root certificates. The certificates and the leaves' keys are the files beside
 * this one (generateTestCertificates.sh makes them): `trusted` chains to apple-test-root.pem, which the tests
 * give the server as its APPLE_ROOT_CERTIFICATES; `rogue` to a root the server does not trust.
 */
export const TEST_ROOT_CERTIFICATE = path.join(__dirname, 'apple-test-root.pem');
export const ROGUE_ROOT_CERTIFICATE = path.join(__dirname, 'rogue-root.pem');
export const TEST_BUNDLE_ID = 'app.stride.test';

export type TestSigner = 'trusted' | 'rogue';

interface SigningChain {
  key: KeyObject;
  x5c: string[];
}

const PREFIXES: Record<TestSigner, string> = { trusted: 'apple-test', rogue: 'rogue' };
const chains = new Map<TestSigner, SigningChain>();

function chainOf(signer: TestSigner): SigningChain {
  let chain = chains.get(signer);
  if (!chain) {
    const file = (name: string) => readFileSync(path.join(__dirname, `${PREFIXES[signer]}-${name}`));
    chain = {
      key: createPrivateKey(file('leaf.key')),
      x5c: ['leaf.pem', 'intermediate.pem', 'root.pem'].map((name) =>
        new X509Certificate(file(name)).raw.toString('base64'),
      ),
    };
    chains.set(signer, chain);
  }
  return chain;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JWSTransaction of Apple's (JWSTransactionDecodedPayload), as much of it as the tests set. */
export type TestTransactionPayload = Record<string, unknown>;

/** `payload` signed by `signer`'s leaf, with its chain in the header. */
export function signTransaction(payload: TestTransactionPayload, signer: TestSigner = 'trusted'): string {
  const chain = chainOf(signer);
  const signingInput = `${base64url(JSON.stringify({ alg: 'ES256', x5c: chain.x5c }))}.${base64url(JSON.stringify(payload))}`;
  // JWS ES256 signatures are r ‖ s (IEEE P1363), not the DER that Node writes by default.
  const signature = sign('sha256', Buffer.from(signingInput), { key: chain.key, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${base64url(signature)}`;
}

/** The same JWS with its payload swapped for `payload` and the signature kept: what a forger would send. */
export function withPayload(jws: string, payload: TestTransactionPayload): string {
  const [header, , signature] = jws.split('.');
  return `${header}.${base64url(JSON.stringify(payload))}.${signature}`;
}

const DAY_MS = 86_400_000;

/**
 * A sandbox transaction of TEST_BUNDLE_ID signed now: a non-consumable purchase of `productId`, or with
 * `overrides` anything else (type 'Auto-Renewable Subscription' with an expiresDate, a revocationDate…).
 */
export function testTransaction(
  productId: string,
  transactionId: string,
  overrides: TestTransactionPayload = {},
): TestTransactionPayload {
  const now = Date.now();
  return {
    transactionId,
    originalTransactionId: transactionId,
    bundleId: TEST_BUNDLE_ID,
    productId,
    purchaseDate: now - 60_000,
    originalPurchaseDate: now - 60_000,
    quantity: 1,
    type: 'Non-Consumable',
    inAppOwnershipType: 'PURCHASED',
    signedDate: now,
    environment: 'Sandbox',
    transactionReason: 'PURCHASE',
    storefront: 'USA',
    storefrontId: '143441',
    ...overrides,
  };
}

/** An auto-renewable subscription transaction whose period ends `days` from now (negative: already over). */
export function testSubscriptionTransaction(
  productId: string,
  transactionId: string,
  days: number,
  overrides: TestTransactionPayload = {},
): TestTransactionPayload {
  return testTransaction(productId, transactionId, {
    type: 'Auto-Renewable Subscription',
    expiresDate: Date.now() + days * DAY_MS,
    subscriptionGroupIdentifier: '20000001',
    ...overrides,
  });
}
