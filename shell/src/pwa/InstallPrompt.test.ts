import type { ActivityBody } from '@stride/shared';
import {
  DISMISSED_AT_KEY,
  DISMISSED_FOR_MS,
  INSTALL_FLAG_CLEAR_MS,
  InstallPrompt,
  OFFER_DELAY_MS,
  needsIosInstallHint,
  type BeforeInstallPromptEvent,
} from './InstallPrompt';

function fakeInstallEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = jest.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

let reports: ActivityBody[];
let storage: Pick<Storage, 'getItem' | 'setItem'>;

function createPrompt() {
  return new InstallPrompt({
    report: async (activity) => {
      reports.push(activity);
    },
    storage,
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  reports = [];
  storage = memoryStorage();
});
afterEach(() => jest.useRealTimers());

describe('the install prompt (spec §4)', () => {
  it('keeps the browser quiet and offers to install only after the member has used the app a while', () => {
    const prompt = createPrompt();
    const { event } = fakeInstallEvent('accepted');
    prompt.capture(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.getState().status).toBe('hidden');
    jest.advanceTimersByTime(OFFER_DELAY_MS - 1);
    expect(prompt.getState().status).toBe('hidden');
    jest.advanceTimersByTime(1);
    expect(prompt.getState().status).toBe('offer');
  });

  it('reports download started, then downloaded on acceptance, with the downloading flag cleared after 500 ms', async () => {
    const prompt = createPrompt();
    const { event, prompt: browserPrompt } = fakeInstallEvent('accepted');
    prompt.capture(event);
    jest.advanceTimersByTime(OFFER_DELAY_MS);
    await prompt.install();
    expect(browserPrompt).toHaveBeenCalledTimes(1);
    expect(reports.map((r) => r.activity_type)).toEqual(['app_download_started', 'app_downloaded']);
    expect(reports[0]!.ts).toBe('2026-03-01T10:00:30.000Z');
    expect(prompt.isDownloading()).toBe(true);
    jest.advanceTimersByTime(INSTALL_FLAG_CLEAR_MS - 1);
    expect(prompt.isDownloading()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(prompt.isDownloading()).toBe(false);
    expect(prompt.getState().status).toBe('hidden');
  });

  it('reports download aborted when the member dismisses the browser dialog, and does not offer again for two weeks', async () => {
    const prompt = createPrompt();
    prompt.capture(fakeInstallEvent('dismissed').event);
    jest.advanceTimersByTime(OFFER_DELAY_MS);
    await prompt.install();
    expect(reports.map((r) => r.activity_type)).toEqual(['app_download_started', 'app_download_aborted']);
    expect(prompt.getState().status).toBe('hidden');

    const nextVisit = createPrompt();
    nextVisit.capture(fakeInstallEvent('accepted').event);
    jest.advanceTimersByTime(OFFER_DELAY_MS);
    expect(nextVisit.getState().status).toBe('hidden');

    jest.setSystemTime(Number(storage.getItem(DISMISSED_AT_KEY)) + DISMISSED_FOR_MS);
    const later = createPrompt();
    later.capture(fakeInstallEvent('accepted').event);
    jest.advanceTimersByTime(OFFER_DELAY_MS);
    expect(later.getState().status).toBe('offer');
  });

  it('closing the banner reports nothing, since nothing was downloaded, and snoozes the offer', () => {
    const prompt = createPrompt();
    prompt.capture(fakeInstallEvent('accepted').event);
    jest.advanceTimersByTime(OFFER_DELAY_MS);
    prompt.dismiss();
    expect(prompt.getState().status).toBe('hidden');
    expect(reports).toEqual([]);
    expect(storage.getItem(DISMISSED_AT_KEY)).toBe(String(Date.now()));
  });

  it('shows the iOS hint at the same moment, and never an offer once the app is installed', () => {
    const ios = createPrompt();
    ios.offerIosHint();
    jest.advanceTimersByTime(OFFER_DELAY_MS);
    expect(ios.getState().status).toBe('ios-hint');

    const installed = createPrompt();
    installed.capture(fakeInstallEvent('accepted').event);
    installed.installed();
    jest.advanceTimersByTime(OFFER_DELAY_MS);
    expect(installed.getState().status).toBe('hidden');
  });

  it('treats a browser that refuses to prompt as a dismissal', async () => {
    const prompt = createPrompt();
    const { event, prompt: browserPrompt } = fakeInstallEvent('accepted');
    browserPrompt.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    prompt.capture(event);
    jest.advanceTimersByTime(OFFER_DELAY_MS);
    await prompt.install();
    expect(reports.map((r) => r.activity_type)).toEqual(['app_download_started', 'app_download_aborted']);
  });
});

describe('the iOS Add to Home Screen hint', () => {
  const nav = (userAgent: string, extra: Partial<Navigator & { standalone: boolean }> = {}) =>
    ({ userAgent, platform: 'iPhone', maxTouchPoints: 5, ...extra }) as Navigator & { standalone?: boolean };
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Safari/604.1';

  it('is for iPhones and iPads (which say they are Macs with touch) outside the home screen', () => {
    expect(needsIosInstallHint(nav(iphone), false)).toBe(true);
    expect(
      needsIosInstallHint(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', { platform: 'MacIntel' }), false),
    ).toBe(true);
    expect(needsIosInstallHint(nav(iphone, { standalone: true }), false)).toBe(false);
    expect(needsIosInstallHint(nav(iphone), true)).toBe(false);
    expect(
      needsIosInstallHint(nav('Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile', { platform: 'Linux' }), false),
    ).toBe(false);
    expect(
      needsIosInstallHint(
        nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', { platform: 'MacIntel', maxTouchPoints: 0 }),
        false,
      ),
    ).toBe(false);
  });
});
