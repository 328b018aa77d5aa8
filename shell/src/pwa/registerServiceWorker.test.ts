import { SERVICE_WORKER_URL, registerServiceWorker } from './registerServiceWorker';

function fakeWindow({ readyState = 'loading', secure = true, supported = true } = {}) {
  const register = jest.fn(async () => ({}));
  const listeners = new Map<string, () => void>();
  const win = {
    navigator: supported ? { serviceWorker: { register } } : {},
    isSecureContext: secure,
    document: { readyState },
    requestIdleCallback: (task: () => void) => task(),
    setTimeout: (task: () => void) => task(),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  } as unknown as Window;
  return { win, register, fireLoad: () => listeners.get('load')?.() };
}

describe('registering the service worker', () => {
  it('waits for the page to load, then registers /sw.js for the whole origin', () => {
    const { win, register, fireLoad } = fakeWindow();
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    fireLoad();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('registers at once on a page that has loaded already', () => {
    const { win, register } = fakeWindow({ readyState: 'complete' });
    registerServiceWorker(win);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing where service workers are missing or refused (a non-secure origin)', () => {
    const insecure = fakeWindow({ readyState: 'complete', secure: false });
    registerServiceWorker(insecure.win);
    expect(insecure.register).not.toHaveBeenCalled();
    const unsupported = fakeWindow({ readyState: 'complete', supported: false });
    expect(() => registerServiceWorker(unsupported.win)).not.toThrow();
  });
});
