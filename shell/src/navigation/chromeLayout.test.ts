import { chromeLayout, isMemberArea, type ChromeInputs } from './chromeLayout';

const inputs = (overrides: Partial<ChromeInputs>): ChromeInputs => ({
  device: 'mobile',
  pathname: '/',
  pageShowsTabbar: true,
  pageBuilder: false,
  ...overrides,
});

describe('chromeLayout', () => {
  it('gives a phone the tab bar and the menu, and no side navigation', () => {
    expect(chromeLayout(inputs({}))).toEqual({ tabBar: true, sideNav: false, menu: true });
  });

  it('leaves the tab bar off a phone page that hides it, but keeps the menu', () => {
    expect(chromeLayout(inputs({ pageShowsTabbar: false }))).toEqual({ tabBar: false, sideNav: false, menu: true });
  });

  it('keeps the tab bar while the page is not known yet (loading, missing or locked)', () => {
    expect(chromeLayout(inputs({ pageShowsTabbar: null })).tabBar).toBe(true);
  });

  it('always gives a member-area screen the tab bar on a phone', () => {
    expect(chromeLayout(inputs({ pathname: '/me/messages', pageShowsTabbar: false })).tabBar).toBe(true);
  });

  it('gives a tablet the menu only', () => {
    expect(chromeLayout(inputs({ device: 'tablet' }))).toEqual({ tabBar: false, sideNav: false, menu: true });
  });

  it('gives a desktop the side navigation only, whatever the page says of the tab bar', () => {
    const expected = { tabBar: false, sideNav: true, menu: false };
    expect(chromeLayout(inputs({ device: 'desktop' }))).toEqual(expected);
    expect(chromeLayout(inputs({ device: 'desktop', pageShowsTabbar: false }))).toEqual(expected);
  });

  it('draws no chrome in the page-builder preview', () => {
    for (const device of ['mobile', 'tablet', 'desktop'] as const) {
      expect(chromeLayout(inputs({ device, pageBuilder: true }))).toEqual({
        tabBar: false,
        sideNav: false,
        menu: false,
      });
    }
  });
});

describe('isMemberArea', () => {
  it.each([
    ['/me', true],
    ['/me/', true],
    ['/ME/schedule', true],
    ['/me/messages/1?x=1', true],
    ['/meals', false],
    ['/', false],
    ['/programs/me', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isMemberArea(pathname)).toBe(expected);
  });
});
