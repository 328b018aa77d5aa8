import { resolveRoute } from './resolveRoute';

describe('resolveRoute', () => {
  it.each([
    ['/', 'mfe-content'],
    ['', 'mfe-content'],
    ['/programs/start', 'mfe-content'],
    ['/meals', 'mfe-content'],
    ['/mentors/me', 'mfe-content'],
    ['/me', 'mfe-account'],
    ['/me/', 'mfe-account'],
    ['/me/settings', 'mfe-account'],
    ['/me/messages', 'mfe-messaging'],
    ['/me/messages/42', 'mfe-messaging'],
    ['/me/messages/new?users=1,2', 'mfe-messaging'],
    ['/me/messagesx', 'mfe-account'],
    ['/me/schedule', 'mfe-schedule'],
    ['/me/schedule/2024-01-01', 'mfe-schedule'],
    ['/ME/Messages', 'mfe-messaging'],
    ['//me//messages', 'mfe-messaging'],
  ])('sends %s to %s', (path, remote) => {
    expect(resolveRoute(path)).toBe(remote);
  });

  it('picks the most specific prefix whatever the table order', () => {
    const table = [
      { prefix: '/a', remote: 'mfe-account' as const },
      { prefix: '/a/b', remote: 'mfe-schedule' as const },
    ];
    expect(resolveRoute('/a/b/c', table)).toBe('mfe-schedule');
    expect(resolveRoute('/a/bc', table)).toBe('mfe-account');
  });
});
