import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Locale, RemoteEntryModule, RemoteFailureReport, RemoteName, RemoteRegistry } from '@stride/shared';
import { changeLocale } from '../i18n/initI18n';
import { initI18n } from '../i18n/initI18n';
import { RemoteLoader } from './RemoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockLoadRemote = jest.mocked(loadRemote);
const mockRegisterRemotes = jest.mocked(registerRemotes);
const mockPreloadRemote = jest.mocked(preloadRemote);

/** A strings loader as a remote's definition has, e.g. `() => import('./i18n/es')`. */
function stringsOf(strings: Record<string, string>) {
  return jest.fn(async () => ({ strings }));
}

function entryFor(
  remote: RemoteName,
  resources: RemoteEntryModule['definition']['resources'] = { en: stringsOf({}) },
): RemoteEntryModule {
  return {
    definition: { id: remote, routes: [], modals: [], i18nNamespace: remote, resources },
    parcels: {},
  };
}

const registry: RemoteRegistry = {
  remotes: {
    'mfe-content': { version: '1.0.0', url: '/remotes/mfe-content/1.0.0/remoteEntry.js', channel: 'stable' },
    'mfe-auth': {
      version: '2.0.0',
      url: '/remotes/mfe-auth/2.0.0/remoteEntry.js',
      channel: 'canary',
      fallback: { version: '1.0.0', url: '/remotes/mfe-auth/1.0.0/remoteEntry.js' },
    },
  },
};

async function setup(overrides: { registry?: RemoteRegistry; reportFailure?: jest.Mock; locale?: Locale } = {}) {
  const reports: RemoteFailureReport[] = [];
  const reportFailure = overrides.reportFailure ?? jest.fn(async (report: RemoteFailureReport) => reports.push(report));
  const i18n = await initI18n(overrides.locale ?? 'en', document.createElement('html'));
  const idle: (() => void)[] = [];
  const loader = new RemoteLoader({
    registry: overrides.registry ?? registry,
    i18n,
    reportFailure,
    scheduleIdle: (task) => idle.push(task),
  });
  return { loader, reports, i18n, idle };
}

describe('RemoteLoader', () => {
  beforeEach(() => {
    mockLoadRemote.mockReset();
    mockRegisterRemotes.mockReset();
    mockPreloadRemote.mockReset().mockResolvedValue(undefined);
  });

  it('registers every released remote by its registry URL', async () => {
    const { loader } = await setup();
    loader.register();
    expect(mockRegisterRemotes).toHaveBeenCalledWith([
      { name: 'mfe_content', entry: '/remotes/mfe-content/1.0.0/remoteEntry.js' },
      { name: 'mfe_auth', entry: '/remotes/mfe-auth/2.0.0/remoteEntry.js' },
    ]);
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });

  it("loads a remote's entry once, on first need, with its English strings under its namespace", async () => {
    const { loader, i18n } = await setup();
    const de = stringsOf({ hello: 'Hallo' });
    const entry = entryFor('mfe-content', { en: stringsOf({ hello: 'Hello' }), de });
    mockLoadRemote.mockResolvedValue(entry);
    const [first, second] = await Promise.all([loader.load('mfe-content'), loader.load('mfe-content')]);
    expect(first).toEqual({ ok: true, entry, version: '1.0.0' });
    expect(second).toBe(first);
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockLoadRemote).toHaveBeenCalledWith('mfe_content/entry');
    expect(i18n.t('hello', { ns: 'mfe-content' })).toBe('Hello');
    // Only the current locale is fetched: another locale's chunk waits until the member switches to it.
    expect(de).not.toHaveBeenCalled();
  });

  it("loads a remote's strings for the member's locale when it loads the remote", async () => {
    const { loader, i18n } = await setup({ locale: 'es' });
    mockLoadRemote.mockResolvedValue(
      entryFor('mfe-content', { en: stringsOf({ hello: 'Hello' }), es: stringsOf({ hello: 'Hola' }) }),
    );
    await loader.load('mfe-content');
    expect(i18n.t('hello', { ns: 'mfe-content' })).toBe('Hola');
  });

  it("loads every loaded remote's strings for a new language before switching to it, falling back per key to English", async () => {
    const { loader, i18n } = await setup();
    mockLoadRemote.mockResolvedValue(
      entryFor('mfe-content', {
        en: stringsOf({ hello: 'Hello', bye: 'Goodbye' }),
        ar: stringsOf({ hello: 'مرحبا' }),
      }),
    );
    await loader.load('mfe-content');
    await changeLocale(i18n, loader, 'ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('hello', { ns: 'mfe-content' })).toBe('مرحبا');
    expect(i18n.t('bye', { ns: 'mfe-content' })).toBe('Goodbye');
  });

  it('never rejects: a failed stable load resolves to an error and is reported', async () => {
    const { loader, reports } = await setup();
    mockLoadRemote.mockRejectedValue(new Error('ScriptExternalLoadError'));
    const result = await loader.load('mfe-content');
    expect(result).toEqual({ ok: false, error: new Error('ScriptExternalLoadError'), version: '1.0.0' });
    expect(reports).toEqual([{ remote: 'mfe-content', version: '1.0.0', message: 'ScriptExternalLoadError' }]);
    expect(mockRegisterRemotes).not.toHaveBeenCalled();
  });

  it('never rejects when the remote has no release', async () => {
    const { loader } = await setup();
    await expect(loader.load('mfe-schedule')).resolves.toMatchObject({ ok: false, version: null });
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });

  it('never rejects even when reporting the failure fails', async () => {
    const { loader } = await setup({ reportFailure: jest.fn().mockRejectedValue(new Error('offline')) });
    mockLoadRemote.mockRejectedValue('not even an Error');
    await expect(loader.load('mfe-content')).resolves.toMatchObject({
      ok: false,
      error: new Error('not even an Error'),
    });
  });

  it('treats a module without definition and parcels as a failure', async () => {
    const { loader } = await setup();
    mockLoadRemote.mockResolvedValue({ default: {} });
    await expect(loader.load('mfe-content')).resolves.toMatchObject({ ok: false, error: expect.any(Error) });
    mockLoadRemote.mockResolvedValue(entryFor('mfe-auth'));
    await expect(loader.retry('mfe-content')).resolves.toMatchObject({ ok: false });
  });

  it('reports a canary that fails to load, re-registers the stable fallback and loads it', async () => {
    const { loader, reports } = await setup();
    const stable = entryFor('mfe-auth');
    mockLoadRemote.mockRejectedValueOnce(new Error('canary broke')).mockResolvedValueOnce(stable);
    const result = await loader.load('mfe-auth');
    expect(reports).toEqual([{ remote: 'mfe-auth', version: '2.0.0', message: 'canary broke' }]);
    expect(mockRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_auth', entry: '/remotes/mfe-auth/1.0.0/remoteEntry.js' }],
      {
        force: true,
      },
    );
    expect(result).toEqual({ ok: true, entry: stable, version: '1.0.0' });
    expect(loader.version('mfe-auth')).toBe('1.0.0');
  });

  it('gives up after the fallback fails too, reporting both versions', async () => {
    const { loader, reports } = await setup();
    mockLoadRemote.mockRejectedValue(new Error('down'));
    const result = await loader.load('mfe-auth');
    expect(result).toMatchObject({ ok: false, version: '1.0.0' });
    expect(reports.map((r) => r.version)).toEqual(['2.0.0', '1.0.0']);
    expect(mockLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('retries a failed load with a fresh registration of the same URL', async () => {
    const { loader } = await setup();
    mockLoadRemote.mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce(entryFor('mfe-content'));
    expect((await loader.load('mfe-content')).ok).toBe(false);
    const retried = await loader.retry('mfe-content');
    expect(retried.ok).toBe(true);
    expect(mockRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_content', entry: '/remotes/mfe-content/1.0.0/remoteEntry.js' }],
      { force: true },
    );
  });

  it('records a canary whose parcel throws on mount and moves the device to the fallback', async () => {
    const { loader, reports } = await setup();
    mockLoadRemote.mockResolvedValue(entryFor('mfe-auth'));
    await loader.load('mfe-auth');
    expect(loader.mountFailed('mfe-auth', new Error('mount exploded'))).toBe(true);
    expect(reports).toEqual([{ remote: 'mfe-auth', version: '2.0.0', message: 'mount exploded' }]);
    expect(mockRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_auth', entry: '/remotes/mfe-auth/1.0.0/remoteEntry.js' }],
      { force: true },
    );
    await expect(loader.load('mfe-auth')).resolves.toMatchObject({ ok: true, version: '1.0.0' });
    expect(mockLoadRemote).toHaveBeenCalledTimes(2);
    expect(loader.mountFailed('mfe-auth', new Error('again'))).toBe(false);
  });

  it('records a stable parcel that throws on mount without switching anything', async () => {
    const { loader, reports } = await setup();
    expect(loader.mountFailed('mfe-content', new Error('bad'))).toBe(false);
    expect(reports).toEqual([{ remote: 'mfe-content', version: '1.0.0', message: 'bad' }]);
  });

  it('prefetches only entries of released remotes not yet loaded, and only when idle', async () => {
    const { loader, idle } = await setup();
    mockLoadRemote.mockResolvedValue(entryFor('mfe-content'));
    await loader.load('mfe-content');
    loader.prefetch(['mfe-auth', 'mfe-content', 'mfe-schedule']);
    expect(mockPreloadRemote).not.toHaveBeenCalled();
    idle.forEach((task) => task());
    expect(mockPreloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_auth' }]);
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed prefetch', async () => {
    const { loader, idle } = await setup();
    mockPreloadRemote.mockRejectedValue(new Error('offline'));
    loader.prefetch(['mfe-auth']);
    idle.forEach((task) => task());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockPreloadRemote).toHaveBeenCalledTimes(1);
  });
});
