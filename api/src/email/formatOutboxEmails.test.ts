import type { DevOutboxEmail } from './devOutboxSchemas';
import { formatOutboxEmails } from './formatOutboxEmails';

function email(overrides: Partial<DevOutboxEmail>): DevOutboxEmail {
  return {
    id: 'a1',
    to: 'ana@example.com',
    subject: 'Sign in to Alpha',
    text: 'Hello,\n\n    123456\n\nhttps://alpha.test/?passwordless_token=x\n',
    html: '<p>ignored</p>',
    kind: 'passwordless',
    headers: null,
    created_at: '2025-11-21T05:40:12.345Z',
    ...overrides,
  };
}

describe('formatOutboxEmails', () => {
  it('prints each email with its time, kind, recipient, subject and indented text, newest first as given', () => {
    const output = formatOutboxEmails({
      emails: [
        email({}),
        email({
          id: 'b2',
          kind: 'welcome',
          subject: 'Welcome to Alpha',
          text: 'Hi Bo,',
          to: 'bo@example.com',
          created_at: '2025-11-20T23:01:02.000Z',
        }),
      ],
      to: null,
      source: 'the server at http://127.0.0.1:3000',
    });
    expect(output).toBe(
      [
        '2 emails in the dev outbox, newest first (read from the server at http://127.0.0.1:3000):',
        '',
        '── 2025-11-21 05:40:12 UTC · passwordless ──',
        'To:      ana@example.com',
        'Subject: Sign in to Alpha',
        '',
        '  Hello,',
        '',
        '      123456',
        '',
        '  https://alpha.test/?passwordless_token=x',
        '',
        '── 2025-11-20 23:01:02 UTC · welcome ──',
        'To:      bo@example.com',
        'Subject: Welcome to Alpha',
        '',
        '  Hi Bo,',
      ].join('\n'),
    );
  });

  it('names the recipient filter in the header, in the singular for one email', () => {
    const output = formatOutboxEmails({ emails: [email({})], to: 'ana@example.com', source: 'the database in /data' });
    expect(output.split('\n')[0]).toBe(
      '1 email to ana@example.com in the dev outbox, newest first (read from the database in /data):',
    );
  });

  it('says so when there is nothing to show', () => {
    expect(formatOutboxEmails({ emails: [], to: null, source: 'the database in /data' })).toBe(
      'No emails in the dev outbox (read from the database in /data).',
    );
    expect(formatOutboxEmails({ emails: [], to: 'x@example.com', source: 'the database in /data' })).toBe(
      'No emails to x@example.com in the dev outbox (read from the database in /data).',
    );
  });

  it('drops terminal control characters from stored text', () => {
    const output = formatOutboxEmails({
      emails: [email({ subject: 'Sign in to \u001b[31mRed\u001b[0m', text: 'a\u0007b\r\n' })],
      to: null,
      source: 'x',
    });
    expect(output).toContain('Subject: Sign in to [31mRed[0m');
    expect(output).toContain('  ab');
    for (const control of ['\u0007', '\u001b', '\r']) expect(output).not.toContain(control);
  });
});
