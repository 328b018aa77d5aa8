import { devOutboxHint } from './devOutboxHint';

describe('devOutboxHint', () => {
  it('points at the outbox page and the CLI when no SMTP server is configured', () => {
    expect(devOutboxHint({ smtpUrl: null, publicUrl: 'http://localhost:3000' })).toBe(
      'Emails go to the dev outbox: http://localhost:3000/__dev/outbox (or npm run outbox)',
    );
  });

  it('says nothing when emails go out over SMTP', () => {
    expect(devOutboxHint({ smtpUrl: 'smtp://mail.test', publicUrl: 'http://x.test' })).toBeNull();
  });
});
