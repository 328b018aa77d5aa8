import { accountScreenFor } from './accountRoutes';

describe('accountScreenFor', () => {
  it.each([
    ['/me', 'home'],
    ['/me/', 'home'],
    ['/me/content', 'myContent'],
    ['/me/Content/', 'myContent'],
    ['/me/purchases', 'purchases'],
    ['/me/settings', 'home'],
    ['/me/content/extra', 'home'],
  ])('shows %s with the %s screen', (path, screen) => {
    expect(accountScreenFor(path)).toBe(screen);
  });
});
