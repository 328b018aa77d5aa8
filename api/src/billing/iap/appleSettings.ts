import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Environment } from '@apple/app-store-server-library';

/** What the server needs to check an App Store transaction the native app sends (a StoreKit 2 JWS). */
export interface AppleSettings {
  /** APPLE_BUNDLE_ID: a transaction of another app is refused. */
  bundleId: string;
  /** APPLE_APP_APPLE_ID: the app's numeric App Store id; required in Production. */
  appAppleId: number | undefined;
  /** APPLE_ENVIRONMENT: a transaction of another environment is refused (a Sandbox one on a Production server). */
  environment: Environment;
  /** APPLE_ROOT_CERTIFICATES, DER-encoded: the roots a transaction's certificate chain must end in. */
  rootCertificates: Buffer[];
  /**
   * Production uses true (what loadAppleSettings gives): the chain's certificates are checked for revocation
   * (OCSP, at Apple) and against today's date. False checks them against the date Apple signed the transaction
   * and asks nobody: for tests, whose certificates no OCSP responder knows.
   */
  enableOnlineChecks: boolean;
}

/** A setting that cannot work; loadServerConfig reports it as a ServerConfigError (the start stops). */
export class AppleSettingsError extends Error {
  override readonly name = 'AppleSettingsError';
}

const ENVIRONMENTS: readonly Environment[] = [
  Environment.PRODUCTION,
  Environment.SANDBOX,
  Environment.XCODE,
  Environment.LOCAL_TESTING,
];

/** StoreKit testing in Xcode signs with a local key: the library then checks no signature at all. */
const UNSIGNED_ENVIRONMENTS: readonly Environment[] = [Environment.XCODE, Environment.LOCAL_TESTING];

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Every certificate of a DER file, or of a PEM file (which may hold several). */
function readRootCertificates(file: string): Buffer[] {
  let contents: Buffer;
  try {
    contents = readFileSync(path.resolve(file));
  } catch (error) {
    throw new AppleSettingsError(`APPLE_ROOT_CERTIFICATES: cannot read ${file} (${(error as Error).message})`);
  }
  const pems = contents.toString('latin1').match(PEM_CERTIFICATE);
  try {
    // X509Certificate parses each one now, so a wrong file stops the start rather than every purchase.
    return (pems ?? [contents]).map((certificate) => new X509Certificate(certificate).raw);
  } catch {
    throw new AppleSettingsError(`APPLE_ROOT_CERTIFICATES: ${file} is not a DER or PEM certificate`);
  }
}

function parseEnvironment(value: string | null): Environment {
  if (value === null) return Environment.PRODUCTION;
  const environment = ENVIRONMENTS.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!environment) {
    throw new AppleSettingsError(`APPLE_ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')}, got "${value}"`);
  }
  return environment;
}

function parseAppAppleId(value: string | null, environment: Environment): number | undefined {
  if (value === null) {
    // The library refuses a Production verifier without it (Apple's notifications carry it).
    if (environment === Environment.PRODUCTION) {
      throw new AppleSettingsError('APPLE_APP_APPLE_ID is required when APPLE_ENVIRONMENT is Production');
    }
    return undefined;
  }
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id === 0) {
    throw new AppleSettingsError(`APPLE_APP_APPLE_ID must be the app's numeric Apple ID, got "${value}"`);
  }
  return id;
}

/**
 * In-app purchases from the environment: APPLE_BUNDLE_ID, APPLE_APP_APPLE_ID, APPLE_ROOT_CERTIFICATES
 * (comma-separated paths of DER or PEM root certificates: Apple's, from https://www.apple.com/certificateauthority/)
 * and APPLE_ENVIRONMENT (Production, Sandbox, Xcode or LocalTesting; Production by default). Null without a
 * bundle id: the server then takes no in-app purchase. A half-done setting throws AppleSettingsError, so the start
 * stops rather than every purchase failing later.
 */
export function loadAppleSettings(env: NodeJS.ProcessEnv): AppleSettings | null {
  const bundleId = nonEmpty(env.APPLE_BUNDLE_ID);
  const others = ['APPLE_APP_APPLE_ID', 'APPLE_ROOT_CERTIFICATES', 'APPLE_ENVIRONMENT'].filter((name) =>
    nonEmpty(env[name]),
  );
  if (bundleId === null) {
    if (others.length > 0) throw new AppleSettingsError(`${others.join(', ')} set without APPLE_BUNDLE_ID`);
    return null;
  }
  const environment = parseEnvironment(nonEmpty(env.APPLE_ENVIRONMENT));
  const unsigned = UNSIGNED_ENVIRONMENTS.includes(environment);
  // Anyone could write such a transaction: production would give away every product.
  if (unsigned && env.NODE_ENV === 'production') {
    throw new AppleSettingsError(`APPLE_ENVIRONMENT=${environment} checks no signature: not allowed in production`);
  }
  const files = (nonEmpty(env.APPLE_ROOT_CERTIFICATES) ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
  if (files.length === 0 && !unsigned) {
    throw new AppleSettingsError(`APPLE_ROOT_CERTIFICATES is required when APPLE_ENVIRONMENT is ${environment}`);
  }
  return {
    bundleId,
    appAppleId: parseAppAppleId(nonEmpty(env.APPLE_APP_APPLE_ID), environment),
    environment,
    rootCertificates: files.flatMap(readRootCertificates),
    enableOnlineChecks: true,
  };
}
