import { linkTarget } from './linkTarget';

const origin = 'https://demo.example.com';

describe('linkTarget', () => {
  it('treats root-relative paths, including home, as internal', () => {
    expect(linkTarget('/', origin)).toEqual({ kind: 'internal', path: '/' });
    expect(linkTarget('/programs/start?x=1', origin)).toEqual({ kind: 'internal', path: '/programs/start?x=1' });
  });

  it('turns a same-origin absolute URL into an in-app path', () => {
    expect(linkTarget('https://demo.example.com/articles/a#top', origin)).toEqual({
      kind: 'internal',
      path: '/articles/a#top',
    });
  });

  it('treats http and https URLs on another origin as external', () => {
    expect(linkTarget('https://youtube.com/watch?v=1', origin)).toEqual({
      kind: 'external',
      href: 'https://youtube.com/watch?v=1',
    });
    expect(linkTarget('http://example.org', origin)).toEqual({ kind: 'external', href: 'http://example.org/' });
  });

  it('recognises mailto links', () => {
    expect(linkTarget('mailto:coach@example.com', origin)).toEqual({ kind: 'email', href: 'mailto:coach@example.com' });
  });

  it('never treats a path whose second character is a slash or backslash as internal', () => {
    for (const url of [
      '/\\evil.example',
      '/\\\\evil.example/path',
      '/\\/evil.example',
      ' /\\evil.example',
      '/\t/evil.example',
    ]) {
      expect(linkTarget(url, origin)).toEqual({ kind: 'unsafe' });
    }
  });

  it('never makes script, data, protocol-relative or bare links clickable', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example', 'page']) {
      expect(linkTarget(url, origin)).toEqual({ kind: 'unsafe' });
    }
  });
});
