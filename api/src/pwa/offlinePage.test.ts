import { LOCALES } from '@stride/shared';
import { makeConfig } from '@stride/shared/testing';
import { renderOfflinePage } from './offlinePage';
import { OFFLINE_PAGE_STRINGS } from './offlinePageStrings';

const icon = Buffer.from('icon');

describe('the offline page', () => {
  it("speaks the member's language, right to left in Arabic", () => {
    const html = renderOfflinePage(makeConfig(), icon, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(OFFLINE_PAGE_STRINGS.ar.title);
    expect(html).not.toContain("You're offline");
  });

  it('has its three strings in every locale, none left in English', () => {
    for (const locale of LOCALES) {
      const strings = OFFLINE_PAGE_STRINGS[locale];
      expect(Object.values(strings).every((text) => text.trim().length > 0)).toBe(true);
      if (locale !== 'en') expect(strings.title).not.toBe(OFFLINE_PAGE_STRINGS.en.title);
    }
  });

  it("writes a theme's fonts only as catalogue families: a font name cannot close the style element", () => {
    const config = makeConfig();
    const hostile = 'x}</style><meta http-equiv="refresh" content="0;url=https://evil.example">';
    const html = renderOfflinePage(
      { ...config, theme: { ...config.theme, body_font: hostile, heading_font: 'Poppins' } },
      icon,
      'en',
    );
    expect(html).not.toContain('evil.example');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('font-family:"Poppins"');
  });
});
