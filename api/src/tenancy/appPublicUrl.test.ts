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
});
