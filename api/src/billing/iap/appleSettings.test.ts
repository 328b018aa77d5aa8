import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Environment } from '@apple/app-store-server-library';
import { ROGUE_ROOT_CERTIFICATE, TEST_ROOT_CERTIFICATE } from '../../../test/iap/appleTestTransactions';
import { AppleSettingsError, loadAppleSettings } from './appleSettings';

const derOf = (file: string) => new X509Certificate(readFileSync(file)).raw;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stride-apple-settings-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('loadAppleSettings', () => {
  it('is null when no Apple setting is set: the server takes no in-app purchase', () => {
    expect(loadAppleSettings({})).toBeNull();
    expect(loadAppleSettings({ APPLE_BUNDLE_ID: '  ' })).toBeNull();
  });

  it('reads Production settings with PEM and DER roots, checking online', async () => {
    const der = path.join(dir, 'root.cer');
    await writeFile(der, derOf(ROGUE_ROOT_CERTIFICATE));
    const settings = loadAppleSettings({
      APPLE_BUNDLE_ID: 'app.stride.test',
      APPLE_APP_APPLE_ID: '1234567890',
      APPLE_ROOT_CERTIFICATES: `${TEST_ROOT_CERTIFICATE}, ${der}`,
    });
    expect(settings).toEqual({
      bundleId: 'app.stride.test',
      appAppleId: 1234567890,
      environment: Environment.PRODUCTION,
      rootCertificates: [derOf(TEST_ROOT_CERTIFICATE), derOf(ROGUE_ROOT_CERTIFICATE)],
      enableOnlineChecks: true,
    });
  });

  it('reads every certificate of a PEM bundle, and the environment in any case', async () => {
    const bundle = path.join(dir, 'roots.pem');
    await writeFile(bundle, `${readFileSync(TEST_ROOT_CERTIFICATE)}\n${readFileSync(ROGUE_ROOT_CERTIFICATE)}`);
    const settings = loadAppleSettings({
      APPLE_BUNDLE_ID: 'app.stride.test',
      APPLE_ENVIRONMENT: 'sandbox',
      APPLE_ROOT_CERTIFICATES: bundle,
    });
    expect(settings).toMatchObject({ environment: Environment.SANDBOX, appAppleId: undefined });
    expect(settings?.rootCertificates).toEqual([derOf(TEST_ROOT_CERTIFICATE), derOf(ROGUE_ROOT_CERTIFICATE)]);
  });

  it('needs no roots for StoreKit testing in Xcode, which production refuses: it checks no signature', () => {
    const xcode = { APPLE_BUNDLE_ID: 'app.stride.test', APPLE_ENVIRONMENT: 'Xcode' };
    expect(loadAppleSettings(xcode)).toMatchObject({ environment: Environment.XCODE, rootCertificates: [] });
    expect(() => loadAppleSettings({ ...xcode, NODE_ENV: 'production' })).toThrow(
      new AppleSettingsError('APPLE_ENVIRONMENT=Xcode checks no signature: not allowed in production'),
    );
  });

  it('stops the start on a setting that cannot work', async () => {
    const notACertificate = path.join(dir, 'notes.txt');
    await writeFile(notACertificate, 'hello');
    const base = {
      APPLE_BUNDLE_ID: 'app.stride.test',
      APPLE_APP_APPLE_ID: '1234567890',
      APPLE_ROOT_CERTIFICATES: TEST_ROOT_CERTIFICATE,
    };
    const refused: [NodeJS.ProcessEnv, string][] = [
      [{ APPLE_ENVIRONMENT: 'Sandbox' }, 'APPLE_ENVIRONMENT set without APPLE_BUNDLE_ID'],
      [
        { ...base, APPLE_ENVIRONMENT: 'Staging' },
        'APPLE_ENVIRONMENT must be one of Production, Sandbox, Xcode, LocalTesting, got "Staging"',
      ],
      [{ ...base, APPLE_APP_APPLE_ID: '' }, 'APPLE_APP_APPLE_ID is required when APPLE_ENVIRONMENT is Production'],
      [{ ...base, APPLE_APP_APPLE_ID: 'app' }, 'APPLE_APP_APPLE_ID must be the app\'s numeric Apple ID, got "app"'],
      [
        { ...base, APPLE_ROOT_CERTIFICATES: ' , ' },
        'APPLE_ROOT_CERTIFICATES is required when APPLE_ENVIRONMENT is Production',
      ],
      [
        { ...base, APPLE_ROOT_CERTIFICATES: notACertificate },
        `APPLE_ROOT_CERTIFICATES: ${notACertificate} is not a DER or PEM certificate`,
      ],
    ];
    for (const [env, message] of refused) {
      expect(() => loadAppleSettings(env)).toThrow(new AppleSettingsError(message));
      expect(() => loadAppleSettings(env)).toThrow(AppleSettingsError);
    }
    const missing = path.join(dir, 'missing.pem');
    expect(() => loadAppleSettings({ ...base, APPLE_ROOT_CERTIFICATES: missing })).toThrow(
      `APPLE_ROOT_CERTIFICATES: cannot read ${missing}`,
    );
  });
});
