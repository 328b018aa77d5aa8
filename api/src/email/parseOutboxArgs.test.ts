import { OUTBOX_DEFAULT_LIMIT, OutboxUsageError, parseOutboxArgs } from './parseOutboxArgs';

describe('parseOutboxArgs', () => {
  it('lists the most recent emails to everyone by default', () => {
    expect(parseOutboxArgs([])).toEqual({ command: 'list', to: null, limit: OUTBOX_DEFAULT_LIMIT });
  });

  it('reads --to and --limit, with a space or an equals sign', () => {
    expect(parseOutboxArgs(['--to', 'ana@example.com', '--limit', '3'])).toEqual({
      command: 'list',
      to: 'ana@example.com',
      limit: 3,
    });
    expect(parseOutboxArgs(['--to=ana@example.com', '--limit=200'])).toEqual({
      command: 'list',
      to: 'ana@example.com',
      limit: 200,
    });
  });

  it('shows help for --help and -h', () => {
    expect(parseOutboxArgs(['--help'])).toEqual({ command: 'help' });
    expect(parseOutboxArgs(['-h'])).toEqual({ command: 'help' });
  });

  it.each([
    [['--limit', '0'], '--limit must be a whole number from 1 to 200, not "0"'],
    [['--limit', '201'], '--limit must be a whole number from 1 to 200, not "201"'],
    [['--limit', '2.5'], '--limit must be a whole number from 1 to 200, not "2.5"'],
    [['--to', ' '], '--to needs an email address'],
    [['--to'], "Option '--to <value>' argument missing"],
    [['--from', 'x'], "Unknown option '--from'"],
    [['ana@example.com'], "Unexpected argument 'ana@example.com'"],
  ])('refuses %p: %s', (argv, message) => {
    expect(() => parseOutboxArgs(argv)).toThrow(new OutboxUsageError(message));
  });
});
