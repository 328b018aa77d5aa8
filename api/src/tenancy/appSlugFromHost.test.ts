import { appSlugFromHost } from './appSlugFromHost';

const bases = ['localhost', 'stride.example.com'];

describe('appSlugFromHost', () => {
  it.each([
    ['demo.localhost:3000', 'demo'],
    ['DEMO.localhost', 'demo'],
    ['acme.stride.example.com', 'acme'],
    ['acme.stride.example.com.', 'acme'],
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
    undefined,
  ])('selects the default app for %s', (host) => {
    expect(appSlugFromHost(host, bases)).toBeNull();
  });
});
