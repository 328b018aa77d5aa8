import { appSlugFromHost, LOCAL_BASE_HOST } from './appSlugFromHost';

const bases = [LOCAL_BASE_HOST, 'stride.example.com'];

describe('appSlugFromHost', () => {
  it.each([
    ['demo.localhost:3000', 'demo'],
    ['DEMO.localhost', 'demo'],
    ['acme.stride.example.com', 'acme'],
    ['acme.stride.example.com.', 'acme'],
    ['acme.STRIDE.example.com:443', 'acme'],
  ])('reads the slug from %s', (host, slug) => {
    expect(appSlugFromHost(host, bases)).toBe(slug);
  });

  it.each([
    'localhost:3000',
    '127.0.0.1:3000',
    'stride.example.com',
    'other.org',
    'a.b.localhost',
    '-x.localhost',
    'evilstride.example.com',
    '',
    undefined,
  ])('selects the default app for %s', (host) => {
    expect(appSlugFromHost(host, bases)).toBeNull();
  });

  it('only knows the base hosts it is given', () => {
    expect(appSlugFromHost('acme.stride.example.com', [LOCAL_BASE_HOST])).toBeNull();
    expect(appSlugFromHost('demo.localhost', [])).toBeNull();
  });
});
