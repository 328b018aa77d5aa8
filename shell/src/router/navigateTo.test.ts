import { historyIndex } from './browserHistory';
import { navigateTo } from './navigateTo';

/** jsdom reports a cross-document navigation it cannot perform as a console error: that is how a test sees one. */
function watchDocumentNavigations(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

function navigationsAttempted(spy: jest.SpyInstance): number {
  return spy.mock.calls.filter(([error]) => String(error).includes('Not implemented: navigation')).length;
}

const flushTimers = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('navigateTo', () => {
  let errors: jest.SpyInstance;

  beforeEach(() => {
    window.history.replaceState(null, '', '/start');
    errors = watchDocumentNavigations();
  });

  afterEach(() => {
    errors.mockRestore();
    delete (window as { pwned?: boolean }).pwned;
  });

  it('pushes a path onto the app history', () => {
    navigateTo('/programs?tab=2#auth');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/programs?tab=2#auth');
    expect(historyIndex()).toBe(1);
  });

  it('replaces the current entry when asked', () => {
    navigateTo('/elsewhere', { replace: true });
    expect(window.location.pathname).toBe('/elsewhere');
    expect(historyIndex()).toBe(0);
  });

  it('keeps an absolute URL on this origin inside the app', () => {
    navigateTo(`${window.location.origin}/home?x=1`);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/home?x=1');
    expect(navigationsAttempted(errors)).toBe(0);
  });

  it('leaves the app for an https URL on another origin', () => {
    navigateTo('https://shop.example.org/cart');
    expect(navigationsAttempted(errors)).toBe(1);
    expect(window.location.pathname).toBe('/start');
  });

  it.each([
    'javascript:window.pwned=true',
    'JavaScript:window.pwned=true',
    ' javascript:window.pwned=true',
    'data:text/html,<script>window.pwned=true</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('ignores %s instead of navigating to it', async (to) => {
    navigateTo(to);
    await flushTimers();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    expect(navigationsAttempted(errors)).toBe(0);
    expect(window.location.href).toBe(`${window.location.origin}/start`);
  });
});
