import { appPublicUrl } from './appPublicUrl';

describe('appPublicUrl', () => {
  it('is PUBLIC_URL for the default app', () => {
    expect(appPublicUrl('http://localhost:3000', { slug: 'demo', isDefault: true })).toBe('http://localhost:3000');
  });

  it('puts the slug in front of the public host for other apps, keeping scheme and port', () => {
    expect(appPublicUrl('http://localhost:3000', { slug: 'beta', isDefault: false })).toBe(
      'http://beta.localhost:3000',
    );
    expect(appPublicUrl('https://stride.example', { slug: 'gym', isDefault: false })).toBe(
      'https://gym.stride.example',
    );
  });

  it('keeps a path in PUBLIC_URL, for the default app and the others alike', () => {
    expect(appPublicUrl('https://example.com/stride', { slug: 'demo', isDefault: true })).toBe(
      'https://example.com/stride',
    );
    expect(appPublicUrl('https://example.com/stride', { slug: 'gym', isDefault: false })).toBe(
      'https://gym.example.com/stride',
    );
    expect(appPublicUrl('http://localhost:3000/a/b/', { slug: 'beta', isDefault: false })).toBe(
      'http://beta.localhost:3000/a/b',
    );
  });
});
