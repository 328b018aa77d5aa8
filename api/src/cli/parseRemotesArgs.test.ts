import { parseRemotesArgs, UsageError } from './parseRemotesArgs';

describe('parseRemotesArgs', () => {
  it('shows help for no arguments, help, --help and -h', () => {
    expect(parseRemotesArgs([])).toEqual({ command: 'help' });
    expect(parseRemotesArgs(['help'])).toEqual({ command: 'help' });
    expect(parseRemotesArgs(['release', 'mfe-auth', '--help'])).toEqual({ command: 'help' });
    expect(parseRemotesArgs(['-h'])).toEqual({ command: 'help' });
  });

  it('parses list', () => {
    expect(parseRemotesArgs(['list'])).toEqual({ command: 'list' });
  });

  it('parses release with defaults, a build dir and a base URL', () => {
    expect(parseRemotesArgs(['release', 'mfe-content'])).toEqual({
      command: 'release',
      remote: 'mfe-content',
      dir: null,
      baseUrl: null,
    });
    expect(
      parseRemotesArgs(['release', 'mfe-auth', '--dir', 'build/out', '--url=https://cdn.example.com/auth/v1/']),
    ).toEqual({ command: 'release', remote: 'mfe-auth', dir: 'build/out', baseUrl: 'https://cdn.example.com/auth/v1' });
  });

  it('parses canary with --percent in either form', () => {
    const expected = { command: 'canary', remote: 'mfe-checkout', version: 'abc123def456', percent: 25 };
    expect(parseRemotesArgs(['canary', 'mfe-checkout', 'abc123def456', '--percent', '25'])).toEqual(expected);
    expect(parseRemotesArgs(['canary', 'mfe-checkout', '--percent=25', 'abc123def456'])).toEqual(expected);
    expect(parseRemotesArgs(['canary', 'mfe-checkout', 'v', '--percent', '0'])).toMatchObject({ percent: 0 });
    expect(parseRemotesArgs(['canary', 'mfe-checkout', 'v', '--percent', '100'])).toMatchObject({ percent: 100 });
  });

  it('parses promote and rollback', () => {
    expect(parseRemotesArgs(['promote', 'mfe-schedule'])).toEqual({ command: 'promote', remote: 'mfe-schedule' });
    expect(parseRemotesArgs(['rollback', 'mfe-account'])).toEqual({ command: 'rollback', remote: 'mfe-account' });
  });

  it.each([
    [['deploy'], /Unknown command "deploy"/],
    [['release'], /needs a remote name/],
    [['release', 'mfe-nope'], /Unknown remote "mfe-nope"/],
    [['release', 'mfe-auth', '--url', 'cdn.example.com'], /absolute URL/],
    [['release', 'mfe-auth', '--url', 'ftp://cdn.example.com/x'], /http\(s\)/],
    [['release', 'mfe-auth', '--dir'], /--dir needs a value/],
    [['release', 'mfe-auth', '--percent', '3'], /release does not take --percent/],
    [['canary', 'mfe-auth', 'v1'], /needs --percent/],
    [['canary', 'mfe-auth', '--percent', '5'], /needs a version/],
    [['canary', 'mfe-auth', 'v1', '--percent', '101'], /0 to 100/],
    [['canary', 'mfe-auth', 'v1', '--percent', '12.5'], /0 to 100/],
    [['canary', 'mfe-auth', 'v1', '--percent', '-1'], /0 to 100/],
    [['promote', 'mfe-auth', 'extra'], /Unexpected argument "extra"/],
    [['list', '--force'], /Unknown option --force/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseRemotesArgs(argv)).toThrow(UsageError);
    expect(() => parseRemotesArgs(argv)).toThrow(message);
  });
});
