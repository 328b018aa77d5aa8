import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { LOCALES } from '@stride/shared';
import { createMailer } from './createMailer';
import type { AppDatabase } from '../db/AppDatabase';
import type { OutgoingEmail } from './Mailer';
import { renderEmail } from './renderEmail';
import { NOTIFICATION_STRINGS } from './templates/notificationStrings';

const LINK = 'https://club.stride.test/programs/free/week-1/day-1';
const UNSUBSCRIBE = 'https://club.stride.test/me/unsubscribe?subscriber_id=u1&type=reminder&token=t1';
const ITEM = { title: 'Day 1', path: '/day-1', date: '2026-03-09', starts_at: '2026-03-09T13:00:00Z' };
const envelope = { appId: null, appName: 'Club', to: 'ana@example.com', locale: 'en' } as const;

const EMAILS: OutgoingEmail[] = [
  {
    ...envelope,
    template: 'reminder',
    reminder: 'fifteen_minutes',
    item: ITEM,
    timezone: 'America/New_York',
    link: LINK,
    unsubscribeLink: UNSUBSCRIBE,
  },
  {
    ...envelope,
    template: 'digest',
    period: 'weekly',
    items: [ITEM, { ...ITEM, title: 'Rest day', date: '2026-03-10', starts_at: null }],
    timezone: 'America/New_York',
    link: LINK,
    unsubscribeLink: UNSUBSCRIBE,
  },
  {
    ...envelope,
    template: 'message',
    senderName: 'Coach Mia',
    preview: 'See you at 9!',
    link: LINK,
    unsubscribeLink: UNSUBSCRIBE,
  },
  {
    ...envelope,
    template: 'blast',
    title: 'New program',
    body: 'Strength for beginners.\n\nStarts Monday.',
    link: LINK,
    unsubscribeLink: UNSUBSCRIBE,
  },
];

describe('notification emails', () => {
  describe.each(EMAILS.map((email) => [email.template, email] as const))('the %s email', (_template, email) => {
    it.each(LOCALES)('renders in %s with its button and, after the signature, the unsubscribe link', (locale) => {
      const rendered = renderEmail({ ...email, locale });
      const strings = NOTIFICATION_STRINGS[locale];
      expect(rendered.text).toContain(LINK);
      expect(rendered.text.indexOf(`${strings.unsubscribe}: ${UNSUBSCRIBE}`)).toBeGreaterThan(
        rendered.text.indexOf('Club'),
      );
      expect(rendered.html).toContain(`>${strings.unsubscribe}</a>`);
      expect(rendered.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    });
  });

  it("tells the start time in the member's zone and language", () => {
    const [reminder] = EMAILS;
    expect(renderEmail(reminder!).subject).toBe('In 15 minutes: Day 1');
    expect(renderEmail(reminder!).text).toContain('Day 1 starts at 9:00 AM.');
    expect(renderEmail({ ...reminder!, locale: 'de' }).text).toContain('Day 1 beginnt um 09:00.');
    const kolkata = { ...reminder!, timezone: 'Asia/Kolkata' } as OutgoingEmail;
    expect(renderEmail(kolkata).text).toContain('Day 1 starts at 6:30 PM.');
  });

  it('lists a week by day, an all-day item without a time', () => {
    const text = renderEmail(EMAILS[1]!).text;
    expect(text).toContain('Mon, Mar 9 · 9:00 AM · Day 1');
    expect(text).toContain('Tue, Mar 10 · All day · Rest day');
  });

  it('goes out over SMTP with its List-Unsubscribe headers (RFC 8058)', async () => {
    const received: ParsedMail[] = [];
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    // The SMTP mailer never touches the database.
    const mailer = createMailer({
      db: {} as AppDatabase,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Club <no-reply@club.test>',
    });
    const oneClick = 'https://club.stride.test/api/notifications/unsubscribe?subscriber_id=u1&type=blast&token=t1';
    try {
      await mailer.send({
        ...EMAILS[3]!,
        headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    // mailparser folds List-* headers into a structure: the raw lines are what a mail client reads.
    // Long lines are folded (RFC 5322): unfold before comparing.
    const header = (key: string) =>
      received[0]!.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${oneClick}>`);
  });
});
