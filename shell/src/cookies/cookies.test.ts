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

  it('reads, writes and clears nothing in a sandboxed frame, where the document may keep no cookies', () => {
    const refused = () => {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
    };
    const read = jest.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(refused);
    const write = jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(refused);
    try {
      expect(readCookie('stride_test')).toBeNull();
      expect(() => writeCookie('stride_test', 'v', 1)).not.toThrow();
      expect(() => clearCookie('stride_test')).not.toThrow();
      expect(write).toHaveBeenCalledTimes(2);
    } finally {
      read.mockRestore();
      write.mockRestore();
    }
  });

  it('is Secure and SameSite=None on https, SameSite=Lax without Secure on http', () => {
    expect(cookieAttributes(365, 'https:')).toBe('Max-Age=31536000; Path=/; SameSite=None; Secure');
    expect(cookieAttributes(365, 'http:')).toBe('Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
