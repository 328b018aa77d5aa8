import { matchPath, normaliseRoutePath, pathMatches } from './matchPath';

describe('normaliseRoutePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['//Me//Messages/', '/me/messages'],
    ['/me/messages/new?users=1,2', '/me/messages/new'],
    ['/me#profile', '/me'],
  ])('cleans %s to %s', (path, clean) => {
    expect(normaliseRoutePath(path)).toBe(clean);
  });
});

describe('pathMatches', () => {
  it('matches a prefix on whole segments only', () => {
    expect(pathMatches('/me', { path: '/me' })).toBe(true);
    expect(pathMatches('/me/x/y', { path: '/me' })).toBe(true);
    expect(pathMatches('/meals', { path: '/me' })).toBe(false);
    expect(pathMatches('/mentors/me', { path: '/me' })).toBe(false);
  });

  it('matches an exact rule on its own path only', () => {
    expect(pathMatches('/me/Content/', { path: '/me/content', exact: true })).toBe(true);
    expect(pathMatches('/me/content/extra', { path: '/me/content', exact: true })).toBe(false);
  });

  it('lets the root prefix match every path', () => {
    expect(pathMatches('/programs/start', { path: '/' })).toBe(true);
  });
});

describe('matchPath', () => {
  const rules = [
    { path: '/a', name: 'a' },
    { path: '/a/b', name: 'ab' },
    { path: '/a/c', exact: true, name: 'ac' },
  ];

  it('picks the most specific matching rule whatever the order', () => {
    expect(matchPath('/a/b/c', rules)?.name).toBe('ab');
    expect(matchPath('/a/b/c', [...rules].reverse())?.name).toBe('ab');
    expect(matchPath('/a/bc', rules)?.name).toBe('a');
  });

  it('falls back to a shorter prefix when an exact rule does not match', () => {
    expect(matchPath('/a/c', rules)?.name).toBe('ac');
    expect(matchPath('/a/c/d', rules)?.name).toBe('a');
  });

  it('answers null when no rule matches', () => {
    expect(matchPath('/b', rules)).toBeNull();
  });
});
