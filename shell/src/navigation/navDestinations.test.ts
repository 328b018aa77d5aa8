import { DEFAULT_NAVIGATION, type NavigationConfig } from '@stride/shared';
import { activeDestination, navDestinations } from './navDestinations';

const owned: NavigationConfig = {
  tabs: [
    { kind: 'home' },
    { kind: 'collection', path: '/programs', title: 'Programs', icon: 'trophy' },
    { kind: 'messages' },
    { kind: 'schedule' },
    { kind: 'me' },
  ],
};

describe('navDestinations', () => {
  it('leads the default tabs home, to messages, to the schedule and to the member area', () => {
    expect(navDestinations(DEFAULT_NAVIGATION)).toEqual([
      { key: 'home', to: '/', label: { key: 'nav.home' }, icon: 'home' },
      { key: 'messages', to: '/me/messages', label: { key: 'nav.messages' }, icon: 'messages' },
      { key: 'schedule', to: '/me/schedule', label: { key: 'nav.schedule' }, icon: 'schedule' },
      { key: 'me', to: '/me', label: { key: 'nav.me' }, icon: 'me' },
    ]);
  });

  it("keeps the owner's order and gives a collection tab its page, title and icon", () => {
    const destinations = navDestinations(owned);
    expect(destinations.map((d) => d.key)).toEqual(['home', 'collection:/programs', 'messages', 'schedule', 'me']);
    expect(destinations[1]).toEqual({
      key: 'collection:/programs',
      to: '/programs',
      label: { text: 'Programs' },
      icon: 'trophy',
    });
  });
});

describe('activeDestination', () => {
  const destinations = navDestinations(owned);

  it.each([
    ['/', 'home'],
    ['/programs', 'collection:/programs'],
    ['/programs/four-week-kickstart/day-1', 'collection:/programs'],
    ['/Programs/', 'collection:/programs'],
    ['/me/messages', 'messages'],
    ['/me/messages/thread-1', 'messages'],
    ['/me/schedule', 'schedule'],
    ['/me', 'me'],
    ['/me/content', 'me'],
  ])('marks %s as in %s', (pathname, key) => {
    expect(activeDestination(destinations, pathname)).toBe(key);
  });

  it.each(['/workouts/legs', '/meals', '/programsx'])('marks nothing on %s, which no tab leads to', (pathname) => {
    expect(activeDestination(destinations, pathname)).toBeNull();
  });
});
