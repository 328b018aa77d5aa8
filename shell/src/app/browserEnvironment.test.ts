import { browserEnvironment, tabSessionId } from './browserEnvironment';

describe('browserEnvironment', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('describes this tab and window for the API headers', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    const env = browserEnvironment('demo', 'device-1');
    expect(env).toMatchObject({ appSlug: 'demo', deviceId: 'device-1', standalone: false, nativeApp: false });
    expect(env.originHref()).toBe(window.location.href);
    expect(env.clientSize()).toEqual({ width: 390, height: 844 });
  });

  it('keeps one session id per tab', () => {
    const first = browserEnvironment('demo', 'd').sessionId;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(browserEnvironment('demo', 'd').sessionId).toBe(first);
    window.sessionStorage.clear();
    expect(browserEnvironment('demo', 'd').sessionId).not.toBe(first);
  });

  it('reports standalone display mode', () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(display-mode: standalone)' }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    expect(browserEnvironment('demo', 'd').standalone).toBe(true);
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('still has a session id when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(tabSessionId(storage)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
