import { notificationIconOf, notificationOf, openNotificationTarget, type WindowClientLike } from './pushNotifications';

const ORIGIN = 'https://demo.stride.test';

describe('notificationOf', () => {
  it("shows a push's title and body with the app icon, its tag, and the page to open", () => {
    const payload = { title: 'Starts in 15 minutes', body: 'Day 3: Legs', url: '/programs/free/day-3?x=1', tag: 'r-1' };
    expect(notificationOf(payload, ORIGIN, '/icons/v1/icon-192.png')).toEqual({
      title: 'Starts in 15 minutes',
      options: {
        body: 'Day 3: Legs',
        tag: 'r-1',
        icon: '/icons/v1/icon-192.png',
        badge: '/icons/v1/icon-192.png',
        data: { url: '/programs/free/day-3?x=1' },
      },
    });
  });

  it('opens the app at its start for a URL of another site, and shows nothing for a push that is not ours', () => {
    const shown = notificationOf({ title: 'T', body: 'B', url: 'https://evil.test/steal' }, ORIGIN, null);
    expect(shown?.options).toEqual({ body: 'B', data: { url: '/' } });
    expect(notificationOf({ title: 'T' }, ORIGIN, null)).toBeNull();
    expect(notificationOf('plain text', ORIGIN, null)).toBeNull();
  });
});

describe('notificationIconOf', () => {
  it("picks the manifest's square icon nearest 192 px, never a maskable one", () => {
    const manifest = {
      icons: [
        { src: '/i/icon-512.png', sizes: '512x512', purpose: 'any' },
        { src: '/i/maskable-192.png', sizes: '192x192', purpose: 'maskable' },
        { src: '/i/icon-180.png', sizes: '180x180', purpose: 'any' },
      ],
    };
    expect(notificationIconOf(manifest)).toBe('/i/icon-180.png');
    expect(notificationIconOf(null)).toBeNull();
  });
});

describe('openNotificationTarget', () => {
  function windowAt(url: string, focused = false): WindowClientLike & { focus: jest.Mock; navigate: jest.Mock } {
    return { url, focused, focus: jest.fn(async () => undefined), navigate: jest.fn(async () => undefined) };
  }

  it('brings an open window of the app forward and sends it to the page, the focused one first', async () => {
    const other = windowAt(`${ORIGIN}/`);
    const focused = windowAt(`${ORIGIN}/me`, true);
    const clients = { matchAll: jest.fn(async () => [other, focused]), openWindow: jest.fn() };
    await openNotificationTarget(clients, '/me/messages/t1', ORIGIN);
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/me/messages/t1`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a window already on the page', async () => {
    const there = windowAt(`${ORIGIN}/me/schedule`);
    await openNotificationTarget({ matchAll: async () => [there], openWindow: jest.fn() }, '/me/schedule', ORIGIN);
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
  });

  it('opens a new window when no window of the app is open', async () => {
    const clients = { matchAll: jest.fn(async () => [windowAt('https://elsewhere.test/')]), openWindow: jest.fn() };
    await openNotificationTarget(clients, '/me/schedule', ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/me/schedule`);
  });
});
