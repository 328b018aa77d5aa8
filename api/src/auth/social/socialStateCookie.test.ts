import { clearSocialStateCookie, socialStateCookie, socialStateCookieMatches } from './socialStateCookie';

const STATE = 'state-from-openid-client_0123456789';

/** The Cookie header a browser sends back for a Set-Cookie header. */
function cookieHeader(setCookie: string): string {
  return setCookie.split(';')[0]!;
}

describe('socialStateCookie', () => {
  it('lives ten minutes, only under the social routes, out of reach of scripts, Lax over http', () => {
    expect(socialStateCookie(STATE, false)).toMatch(
      /^stride_social_state=[\w-]{43}; Max-Age=600; Path=\/api\/auth\/social\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it('is SameSite=None and Secure over https, so Apple’s cross-site form POST carries it', () => {
    expect(socialStateCookie(STATE, true)).toMatch(/; HttpOnly; SameSite=None; Secure$/);
  });

  it('holds a hash of the state, not the state', () => {
    expect(socialStateCookie(STATE, false)).not.toContain(STATE);
  });

  it('is cleared with the same path and attributes', () => {
    expect(clearSocialStateCookie(true)).toBe(
      'stride_social_state=; Max-Age=0; Path=/api/auth/social/; HttpOnly; SameSite=None; Secure',
    );
  });
});

describe('socialStateCookieMatches', () => {
  const header = cookieHeader(socialStateCookie(STATE, false));

  it('matches the cookie of the same sign-in, among other cookies', () => {
    expect(socialStateCookieMatches(header, STATE)).toBe(true);
    expect(socialStateCookieMatches(`stride_device=abc; ${header}; other=1`, STATE)).toBe(true);
  });

  it.each([
    ['no Cookie header', undefined],
    ['no such cookie', 'stride_device=abc'],
    ['an empty cookie', 'stride_social_state='],
    ['the cookie of another sign-in', cookieHeader(socialStateCookie('another-state', false))],
    ['the state itself', `stride_social_state=${STATE}`],
    ['a truncated hash', header.slice(0, -1)],
  ])('refuses %s', (_case, cookie) => {
    expect(socialStateCookieMatches(cookie, STATE)).toBe(false);
  });
});
