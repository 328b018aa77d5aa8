import { shareUrl } from './useShareLink';

describe('shareUrl', () => {
  it('shares a path of this app as its full address', () => {
    expect(shareUrl('/programs/start')).toBe(`${window.location.origin}/programs/start`);
  });

  it('shares this page instead of another origin written as a path', () => {
    for (const target of ['//evil.example', '/\\evil.example', '/\\/evil.example', '/\t/evil.example']) {
      expect(shareUrl(target)).toBe(window.location.href);
    }
  });
});
