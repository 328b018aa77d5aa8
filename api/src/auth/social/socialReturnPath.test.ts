import { socialReturnPath } from './socialReturnPath';

describe('socialReturnPath', () => {
  it('keeps a path of the app with its query', () => {
    expect(socialReturnPath('/articles/first?tab=2&q=a%20b')).toBe('/articles/first?tab=2&q=a%20b');
    expect(socialReturnPath('/')).toBe('/');
  });

  it('drops the hash and the parameters an earlier social sign-in added', () => {
    expect(socialReturnPath('/paid?social_error=Nope&x=1&social_signed_up=1#auth')).toBe('/paid?x=1');
  });

  it.each([
    undefined,
    '',
    'articles',
    '//evil.com/path',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com/',
    'javascript:alert(1)',
    `/${'a'.repeat(3000)}`,
  ])('turns %p into /', (value) => {
    expect(socialReturnPath(value)).toBe('/');
  });

  it('never starts with two slashes, so prefixing the app origin cannot name another host', () => {
    expect(socialReturnPath('/.//evil.com')).toBe('/evil.com');
  });
});
