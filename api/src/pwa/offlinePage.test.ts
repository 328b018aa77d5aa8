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
});
