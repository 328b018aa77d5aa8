import { clearCookie, cookieAttributes, readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => clearCookie('stride_test'));

  it('reads a cookie by exact name among others', () => {
    expect(readCookie('a', 'ab=1; a=2; b=3')).toBe('2');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });

  it('round-trips a value with characters that need encoding', () => {
    writeCookie('stride_test', 'me@x.test:tok;en', 365);
    expect(readCookie('stride_test')).toBe('me@x.test:tok;en');
  });

  it('clears a cookie', () => {
    writeCookie('stride_test', 'v', 1);
    clearCookie('stride_test');
    expect(readCookie('stride_test')).toBeNull();
  });

  it('is Secure and SameSite=None on https, SameSite=Lax without Secure on http', () => {
    expect(cookieAttributes(365, 'https:')).toBe('Max-Age=31536000; Path=/; SameSite=None; Secure');
    expect(cookieAttributes(365, 'http:')).toBe('Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
