import { accountScreenFor } from './accountRoutes';

describe('accountScreenFor', () => {
  it.each([
    ['/me', 'home'],
    ['/me/', 'home'],
    ['/me/content', 'myContent'],
    ['/me/Content/', 'myContent'],
    ['/me/purchases', 'purchases'],
    ['/me/settings', 'settings'],
    ['/me/details', 'details'],
    ['/me/subscriptions', 'subscriptions'],
    ['/me/privacy', 'privacy'],
    ['/me/profile-privacy', 'profilePrivacy'],
    ['/me/submissions', 'submissions'],
    ['/me/notifications', 'notifications'],
    ['/me/unsubscribe', 'unsubscribe'],
    ['/me/nothing-here', 'home'],
    ['/me/content/extra', 'home'],
  ])('shows %s with the %s screen', (path, screen) => {
    expect(accountScreenFor(path)).toBe(screen);
  });
});
