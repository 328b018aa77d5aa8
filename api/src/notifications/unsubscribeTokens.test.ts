import { isUnsubscribeToken, unsubscribeLinks, unsubscribeToken } from './unsubscribeTokens';

const SECRET = 'the-server-secret-of-the-test';
const ANA = { appId: '0b4c3c0e-0000-4000-8000-000000000001', userId: '0b4c3c0e-0000-4000-8000-0000000000a1' };
const BEN = { appId: ANA.appId, userId: '0b4c3c0e-0000-4000-8000-0000000000b2' };

describe('unsubscribe tokens', () => {
  it("accept a member's own token for its type", () => {
    const token = unsubscribeToken(SECRET, { ...ANA, type: 'message' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isUnsubscribeToken(SECRET, { ...ANA, type: 'message' }, token)).toBe(true);
  });

  it("refuse another member's token, another type's, another app's and another secret's", () => {
    const token = unsubscribeToken(SECRET, { ...ANA, type: 'message' });
    expect(isUnsubscribeToken(SECRET, { ...BEN, type: 'message' }, token)).toBe(false);
    expect(isUnsubscribeToken(SECRET, { ...ANA, type: 'blast' }, token)).toBe(false);
    expect(isUnsubscribeToken(SECRET, { ...ANA, appId: BEN.userId, type: 'message' }, token)).toBe(false);
    expect(isUnsubscribeToken('another-secret-entirely', { ...ANA, type: 'message' }, token)).toBe(false);
  });

  it('refuse a forged token of any length', () => {
    const subject = { ...ANA, type: 'reminder' } as const;
    const real = unsubscribeToken(SECRET, subject);
    expect(isUnsubscribeToken(SECRET, subject, '')).toBe(false);
    expect(isUnsubscribeToken(SECRET, subject, 'x')).toBe(false);
    expect(isUnsubscribeToken(SECRET, subject, `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
  });

  it("link to the app's unsubscribe page and its one-click endpoint with the same query", () => {
    const links = unsubscribeLinks(SECRET, 'https://club.example.com', { ...ANA, type: 'blast' });
    const page = new URL(links.page);
    const oneClick = new URL(links.oneClick);
    expect(page.origin + page.pathname).toBe('https://club.example.com/me/unsubscribe');
    expect(oneClick.origin + oneClick.pathname).toBe('https://club.example.com/api/notifications/unsubscribe');
    expect(Object.fromEntries(page.searchParams)).toEqual({
      subscriber_id: ANA.userId,
      type: 'blast',
      token: unsubscribeToken(SECRET, { ...ANA, type: 'blast' }),
    });
    expect(oneClick.search).toBe(page.search);
  });
});
