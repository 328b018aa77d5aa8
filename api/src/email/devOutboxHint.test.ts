import { devOutboxHint } from './devOutboxHint';

describe('devOutboxHint', () => {
  it('points at the outbox page and the CLI when no SMTP server is configured', () => {
    expect(devOutboxHint({ smtpUrl: null, nodeEnv: 'development', publicUrl: 'http://localhost:3000' })).toBe(
      'Emails go to the dev outbox: http://localhost:3000/__dev/outbox (or npm run outbox)',
    );
  });

  it('says nothing when emails go out over SMTP', () => {
    expect(
      devOutboxHint({ smtpUrl: 'smtp://mail.test', nodeEnv: 'development', publicUrl: 'http://x.test' }),
    ).toBeNull();
  });

  it('warns in production, where the outbox page does not exist, that nothing is delivered', () => {
    expect(devOutboxHint({ smtpUrl: null, nodeEnv: 'production', publicUrl: 'https://x.test' })).toMatch(
      /^SMTP_URL is not set: emails are not sent/,
    );
  });
});
