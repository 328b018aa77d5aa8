import { createColorModeController } from './createColorModeController';

type Listener = () => void;

/** matchMedia for prefers-color-scheme, with the device's mode switchable like a real OS setting. */
function fakeDevice(initial: 'light' | 'dark' | null) {
  let mode = initial;
  const listeners = new Map<string, Set<Listener>>();
  const matchMedia = (query: string) => {
    const set = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, set);
    return {
      get matches() {
        return mode !== null && query.includes(mode);
      },
      addEventListener: (_type: string, listener: Listener) => set.add(listener),
      removeEventListener: (_type: string, listener: Listener) => set.delete(listener),
    };
  };
  const win = Object.create(window) as Window;
  Object.defineProperty(win, 'matchMedia', { value: matchMedia });
  Object.defineProperty(win, 'localStorage', { value: window.localStorage });
  return {
    win,
    switchTo(next: 'light' | 'dark') {
      mode = next;
      for (const set of listeners.values()) for (const listener of set) listener();
    },
  };
}

function clearCookies() {
  document.cookie = 'stride_color_mode=; Max-Age=0; Path=/';
}

describe('createColorModeController', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookies();
  });

  it("follows the device's preference live when the member picked nothing", () => {
    const device = fakeDevice('dark');
    const root = document.createElement('html');
    const controller = createColorModeController({ appDefault: 'light', root, win: device.win });
    expect(controller.getSnapshot()).toEqual({ preference: 'system', mode: 'dark' });
    expect(root.dataset.colorMode).toBe('dark');
    const listener = jest.fn();
    controller.subscribe(listener);
    device.switchTo('light');
    expect(root.dataset.colorMode).toBe('light');
    expect(listener).toHaveBeenCalledTimes(1);
    controller.stop();
  });

  it("uses the app's default_color_mode when the device reports no preference", () => {
    const root = document.createElement('html');
    const controller = createColorModeController({ appDefault: 'dark', root, win: fakeDevice(null).win });
    expect(controller.getSnapshot().mode).toBe('dark');
    controller.stop();
  });

  it("keeps the member's pick on the device (storage and a cookie for the server) and puts it above the device's", () => {
    const device = fakeDevice('light');
    const root = document.createElement('html');
    const controller = createColorModeController({ appDefault: 'light', root, win: device.win });
    controller.setPreference('dark');
    expect(controller.getSnapshot()).toEqual({ preference: 'dark', mode: 'dark' });
    expect(root.dataset.colorMode).toBe('dark');
    expect(window.localStorage.getItem('stride:color-mode')).toBe('dark');
    expect(document.cookie).toContain('stride_color_mode=dark');
    device.switchTo('light');
    expect(root.dataset.colorMode).toBe('dark');
    controller.stop();

    const reloaded = createColorModeController({ appDefault: 'light', root, win: device.win });
    expect(reloaded.getSnapshot()).toEqual({ preference: 'dark', mode: 'dark' });
    reloaded.setPreference('system');
    expect(reloaded.getSnapshot()).toEqual({ preference: 'system', mode: 'light' });
    expect(window.localStorage.getItem('stride:color-mode')).toBeNull();
    expect(document.cookie).not.toContain('stride_color_mode');
    reloaded.stop();
  });

  it('takes up a pick made in another tab', () => {
    const device = fakeDevice('light');
    const root = document.createElement('html');
    const controller = createColorModeController({ appDefault: 'light', root, win: device.win });
    window.dispatchEvent(new StorageEvent('storage', { key: 'stride:color-mode', newValue: 'dark' }));
    expect(controller.getSnapshot()).toEqual({ preference: 'dark', mode: 'dark' });
    expect(root.dataset.colorMode).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'stride:color-mode', newValue: null }));
    expect(controller.getSnapshot().preference).toBe('system');
    controller.stop();
  });

  it('reads the pick from the cookie when storage has none', () => {
    document.cookie = 'stride_color_mode=dark; Path=/';
    const controller = createColorModeController({
      appDefault: 'light',
      root: document.createElement('html'),
      win: fakeDevice('light').win,
    });
    expect(controller.getSnapshot().preference).toBe('dark');
    controller.stop();
  });

  it('sets the color-scheme meta to the mode drawn', () => {
    const meta = document.createElement('meta');
    meta.name = 'color-scheme';
    meta.content = 'light dark';
    document.head.appendChild(meta);
    const controller = createColorModeController({ appDefault: 'light', win: fakeDevice('dark').win });
    expect(meta.content).toBe('dark');
    controller.stop();
    meta.remove();
  });
});
