import { appSlugFromHost as sharedAppSlugFromHost } from '@stride/shared';
import { appSlugFromHost } from './appSlugFromHost';

// The cases live with the implementation (shared/src/config/appSlugFromHost.test.ts).
describe('appSlugFromHost', () => {
  it('is the implementation the shell uses too, so both pick the same app for a host', () => {
    expect(appSlugFromHost).toBe(sharedAppSlugFromHost);
  });

  it('reads the slug from a Host header with a port', () => {
    expect(appSlugFromHost('acme.stride.example.com:3000', ['localhost', 'stride.example.com'])).toBe('acme');
  });
});
