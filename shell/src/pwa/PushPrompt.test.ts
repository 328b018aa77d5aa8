import type { ActivityBody, PushSettings, SessionSnapshot } from '@stride/shared';
import { PUSH_REASK_INTERVAL_MS, type WebPushAvailability } from '@stride/shared/notifications';
import { makeUser, signedIn } from '@stride/shared/testing';
import { PUSH_OFFER_DELAY_MS, PushPrompt, pushDismissedKey } from './PushPrompt';

const START = Date.parse('2026-11-28T10:00:00.000Z');
const member: SessionSnapshot = signedIn(makeUser({ id: 'u1' }));
const guest: SessionSnapshot = { status: 'guest', user: null };

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

function setUp({
  availability = 'default' as WebPushAvailability,
  status = null as PushSettings['status'],
  enable = jest.fn(async (): Promise<'enabled' | 'denied'> => 'enabled'),
  storage = memoryStorage(),
  otherOfferShown = (): boolean => false,
} = {}) {
  const reported: ActivityBody[] = [];
  const pushSettings = jest.fn(async (): Promise<PushSettings> => ({ public_key: 'key', status }));
  const prompt = new PushPrompt({
    appSlug: 'demo',
    storage,
    availability: () => availability,
    pushSettings,
    enable,
    report: async (activity) => reported.push(activity),
    otherOfferShown,
    now: () => Date.now(),
  });
  const types = () => reported.map((activity) => activity.activity_type);
  return { prompt, reported, types, pushSettings, storage, enable };
}

/** The offer's wait, and the push_settings answer after it. */
async function waitForOffer() {
  await jest.advanceTimersByTimeAsync(PUSH_OFFER_DELAY_MS);
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(START);
});
afterEach(() => jest.useRealTimers());

describe('PushPrompt', () => {
  it('offers push to a signed-in member a little after sign-in, never at once, and reports it', async () => {
    const { prompt, types } = setUp();
    prompt.sessionChanged(member);
    expect(prompt.getState().status).toBe('hidden');
    await jest.advanceTimersByTimeAsync(PUSH_OFFER_DELAY_MS - 1);
    expect(prompt.getState().status).toBe('hidden');
    await jest.advanceTimersByTimeAsync(1);
    expect(prompt.getState().status).toBe('offer');
    expect(types()).toEqual(['push_notification_prompted']);
  });

  it('never asks a guest, nor a member who signs out before the wait ends', async () => {
    const { prompt, pushSettings } = setUp();
    prompt.sessionChanged(guest);
    await waitForOffer();
    prompt.sessionChanged(member);
    prompt.sessionChanged(guest);
    await waitForOffer();
    expect(prompt.getState().status).toBe('hidden');
    expect(pushSettings).not.toHaveBeenCalled();
  });

  it('never asks where push is unsupported or blocked, nor when this device is enabled already', async () => {
    for (const availability of ['unsupported', 'denied', 'granted'] as const) {
      const { prompt } = setUp({ availability });
      prompt.sessionChanged(member);
      await waitForOffer();
      expect({ availability, status: prompt.getState().status }).toEqual({ availability, status: 'hidden' });
    }
    const enabled = setUp({ status: 'enabled' });
    enabled.prompt.sessionChanged(member);
    await waitForOffer();
    expect(enabled.prompt.getState().status).toBe('hidden');
  });

  it('after "Not now" asks again only once a day has passed (spec §9), remembered per app', async () => {
    const storage = memoryStorage();
    const first = setUp({ storage });
    first.prompt.sessionChanged(member);
    await waitForOffer();
    first.prompt.dismiss();
    expect(first.types()).toEqual(['push_notification_prompted', 'push_notification_dismissed']);
    const dismissedAt = START + PUSH_OFFER_DELAY_MS;
    expect(storage.items.get(pushDismissedKey('demo'))).toBe(String(dismissedAt));

    jest.setSystemTime(dismissedAt + PUSH_REASK_INTERVAL_MS - 60_000);
    const sameDay = setUp({ storage });
    sameDay.prompt.sessionChanged(member);
    await waitForOffer();
    expect(sameDay.prompt.getState().status).toBe('hidden');

    jest.setSystemTime(dismissedAt + PUSH_REASK_INTERVAL_MS);
    const nextDay = setUp({ storage });
    nextDay.prompt.sessionChanged(member);
    await waitForOffer();
    expect(nextDay.prompt.getState().status).toBe('offer');
  });

  it('turns push on from the offer; a refusal in the browser counts as a dismissal', async () => {
    const accepted = setUp();
    accepted.prompt.sessionChanged(member);
    await waitForOffer();
    await accepted.prompt.accept();
    expect(accepted.enable).toHaveBeenCalled();
    expect(accepted.prompt.getState().status).toBe('hidden');
    expect(accepted.types()).toEqual(['push_notification_prompted']);

    const refused = setUp({ enable: jest.fn(async () => 'denied' as const) });
    refused.prompt.sessionChanged(member);
    await waitForOffer();
    await refused.prompt.accept();
    expect(refused.types()).toEqual(['push_notification_prompted', 'push_notification_dismissed']);
    expect(refused.storage.items.has(pushDismissedKey('demo'))).toBe(true);
  });

  it('waits while another offer (the install banner) is on screen', async () => {
    let installShown = true;
    const { prompt } = setUp({ otherOfferShown: () => installShown });
    prompt.sessionChanged(member);
    await waitForOffer();
    expect(prompt.getState().status).toBe('hidden');
    installShown = false;
    await waitForOffer();
    expect(prompt.getState().status).toBe('offer');
  });
});
