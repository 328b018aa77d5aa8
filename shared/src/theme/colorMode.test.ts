import { fixedColorModeService, parseColorModePreference, resolveColorMode } from './colorMode';

describe('colour mode resolution', () => {
  it("puts the member's pick first", () => {
    expect(resolveColorMode('dark', 'light', 'light')).toBe('dark');
    expect(resolveColorMode('light', 'dark', 'dark')).toBe('light');
  });

  it("follows the device when the member picked 'system'", () => {
    expect(resolveColorMode('system', 'dark', 'light')).toBe('dark');
    expect(resolveColorMode('system', 'light', 'dark')).toBe('light');
  });

  it("falls back to the app's default_color_mode when the device says nothing", () => {
    expect(resolveColorMode('system', null, 'dark')).toBe('dark');
    expect(resolveColorMode('system', null, 'light')).toBe('light');
  });

  it("reads a stored pick, and anything else as 'system'", () => {
    expect(parseColorModePreference('dark')).toBe('dark');
    expect(parseColorModePreference('light')).toBe('light');
    expect(parseColorModePreference('system')).toBe('system');
    expect(parseColorModePreference('purple')).toBe('system');
    expect(parseColorModePreference(null)).toBe('system');
  });

  it('has a fixed service for server renders that reports its one mode', () => {
    const service = fixedColorModeService('dark');
    service.setPreference('light');
    expect(service.getSnapshot()).toEqual({ preference: 'system', mode: 'dark' });
  });
});
