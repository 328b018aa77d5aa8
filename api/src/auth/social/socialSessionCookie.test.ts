import { decodeSessionCookie } from '@stride/shared';
import { socialSessionCookie } from './socialSessionCookie';

const credentials = { email: 'ada+test@example.com', token: 'abc_DEF-123' };

function cookieValue(header: string): string {
  return decodeURIComponent(/^stride_session=([^;]*)/.exec(header)?.[1] ?? '');
}

describe('socialSessionCookie', () => {
  it('writes the session the shell reads back, for a year, to every path', () => {
    const header = socialSessionCookie(credentials, false);
    expect(decodeSessionCookie(cookieValue(header))).toEqual(credentials);
    expect(header).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('is SameSite=None and Secure over https, and readable by the shell (not HttpOnly)', () => {
    const header = socialSessionCookie(credentials, true);
    expect(header).toMatch(/; SameSite=None; Secure$/);
    expect(header).not.toMatch(/HttpOnly/i);
  });
});
