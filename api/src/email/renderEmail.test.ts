import { LOCALES } from '@stride/shared';
import type { OutgoingEmail } from './Mailer';
import { renderEmail } from './renderEmail';

const LINK = 'https://alpha.stride.test/?passwordless_token=tok-123&email=ana%40example.com';
const ESCAPED_LINK = 'https://alpha.stride.test/?passwordless_token=tok-123&amp;email=ana%40example.com';

function passwordless(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    template: 'passwordless',
    link: LINK,
    code: '483920',
    appId: null,
    appName: 'Alpha Fitness',
    to: 'ana@example.com',
    locale: 'en',
    ...overrides,
  } as OutgoingEmail;
}

const EMAILS: OutgoingEmail[] = [
  passwordless(),
  { ...passwordless(), template: 'reset_password', link: LINK },
  { ...passwordless(), template: 'confirm_email', link: LINK },
  { ...passwordless(), template: 'welcome', name: 'Ana', link: LINK },
  { ...passwordless(), template: 'delete_account', code: '483920', link: LINK },
];

describe('renderEmail', () => {
  describe.each(EMAILS.map((email) => [email.template, email] as const))('the %s email', (_template, email) => {
    it.each(LOCALES)('renders in %s with a subject, the link in text and HTML, and the app name', (locale) => {
      const rendered = renderEmail({ ...email, locale });
      expect(rendered.subject).toContain('Alpha Fitness');
      expect(rendered.text).toContain(LINK);
      expect(rendered.text).toContain('Alpha Fitness');
      expect(rendered.html).toContain(`href="${ESCAPED_LINK}"`);
      expect(rendered.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(rendered.html).not.toContain(LINK);
    });

    it('is translated: no other locale reuses the English subject or text', () => {
      const english = renderEmail({ ...email, locale: 'en' });
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const rendered = renderEmail({ ...email, locale });
        expect(rendered.subject).not.toBe(english.subject);
        expect(rendered.text).not.toBe(english.text);
      }
    });

    it('escapes the app name, the link and every other value in the HTML', () => {
      const hostile = '<img src=x onerror="alert(1)"> & Tom\'s';
      const rendered = renderEmail({
        ...email,
        appName: hostile,
        link: 'https://a.test/?x="><script>alert(1)</script>',
        ...(email.template === 'welcome' ? { name: '<b>Ana</b>' } : {}),
        ...(email.template === 'passwordless' ? { code: '<i>1</i>' } : {}),
      } as OutgoingEmail);
      expect(rendered.html).not.toMatch(/<img|<script|<b>|<i>/);
      expect(rendered.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Tom&#39;s');
      expect(rendered.html).toContain('href="https://a.test/?x=&quot;&gt;&lt;script&gt;');
      // The plain text and the subject are not HTML: they keep the values as they are.
      expect(rendered.subject).toContain(hostile);
      expect(rendered.text).toContain(hostile);
    });

    it('refuses a link that is not http(s), which a member could otherwise be tricked into running', () => {
      expect(() => renderEmail({ ...email, link: 'javascript:alert(1)' } as OutgoingEmail)).toThrow(/http\(s\)/);
    });
  });

  it.each(LOCALES)(
    'passwordless in %s shows the code and says the link works 24 hours and the code 15 minutes',
    (locale) => {
      const { text, html } = renderEmail(passwordless({ locale }));
      expect(text).toContain('483920');
      expect(text).toMatch(/\b24\b/);
      expect(text).toMatch(/\b15\b/);
      // Prominent: a block of its own, large and bold.
      expect(html).toMatch(/<p dir="ltr" style="[^"]*font-size:32px;font-weight:700;[^"]*">483920<\/p>/);
    },
  );

  it('puts the code before the link, so the first six-digit number of the text is the code', () => {
    const { text } = renderEmail(
      passwordless({ link: 'https://a.test/?passwordless_token=x&email=a-123456%40b.test' }),
    );
    expect(text.match(/\b\d{6}\b/)?.[0]).toBe('483920');
    expect(text.indexOf('483920')).toBeLessThan(text.indexOf('https://a.test/'));
  });

  it('gives the account-deletion code first and says deleting cannot be undone', () => {
    const { subject, text } = renderEmail({
      ...passwordless(),
      template: 'delete_account',
      code: '483920',
      link: LINK,
    });
    expect(subject).toBe('Confirm deleting your Alpha Fitness account');
    expect(text.match(/\b\d{6}\b/)?.[0]).toBe('483920');
    expect(text).toContain('This cannot be undone.');
    expect(text).toContain('15 minutes');
  });

  it('says the reset link works for one hour', () => {
    const { subject, text } = renderEmail({ ...passwordless(), template: 'reset_password', link: LINK });
    expect(subject).toBe('Reset your Alpha Fitness password');
    expect(text).toContain('The link works for 1 hour.');
  });

  it('asks the new address to confirm the change, and says the link works one day and that nothing changes otherwise', () => {
    const { subject, text } = renderEmail({ ...passwordless(), template: 'confirm_email', link: LINK });
    expect(subject).toBe('Confirm your new email for Alpha Fitness');
    expect(text).toContain('The link works for 24 hours.');
    expect(text).toContain('If you did not ask for this, you can ignore this email: nothing changes.');
  });

  it.each(LOCALES)('the email-change confirmation in %s says the link works for 24 hours', (locale) => {
    expect(renderEmail({ ...passwordless({ locale }), template: 'confirm_email', link: LINK }).text).toMatch(/\b24\b/);
  });

  it('greets a new member by name, or with a plain hello when the name is blank', () => {
    const welcome = { ...passwordless(), template: 'welcome', name: 'Ana', link: LINK } as const;
    expect(renderEmail(welcome).text).toMatch(/^Hi Ana,\n/);
    expect(renderEmail({ ...welcome, name: '  ' }).text).toMatch(/^Hello,\n/);
    expect(renderEmail({ ...welcome, locale: 'de' }).text).toMatch(/^Hallo Ana,\n/);
  });

  it('signs every email with the app name in the member’s language', () => {
    expect(renderEmail(passwordless()).text.trimEnd().split('\n').at(-1)).toBe('The Alpha Fitness team');
    expect(
      renderEmail(passwordless({ locale: 'es' }))
        .text.trimEnd()
        .split('\n')
        .at(-1),
    ).toBe('El equipo de Alpha Fitness');
    expect(renderEmail(passwordless({ locale: 'fr' })).html).toContain('L’équipe Alpha Fitness');
  });

  it.each([
    [null, 'Sign in to Alpha Fitness'],
    ['xx', 'Sign in to Alpha Fitness'],
    ['', 'Sign in to Alpha Fitness'],
    ['es-MX', 'Inicia sesión en Alpha Fitness'],
    ['pt-br', 'Entrar em Alpha Fitness'],
    ['pt', 'Iniciar sessão em Alpha Fitness'],
    ['ar', 'تسجيل الدخول إلى Alpha Fitness'],
  ])('resolves the locale %p (unknown or missing: English)', (locale, subject) => {
    expect(renderEmail(passwordless({ locale })).subject).toBe(subject);
  });

  it('writes the English passwordless email in full', () => {
    expect(renderEmail(passwordless()).text).toBe(
      [
        'Hello,',
        'Enter this code in the Alpha Fitness sign-in window:',
        '    483920',
        'The code works for 15 minutes.',
        'Or sign in with this link:',
        LINK,
        'The link works for 24 hours.',
        'If you did not ask to sign in, you can ignore this email.',
        'The Alpha Fitness team',
      ].join('\n\n') + '\n',
    );
  });
});
