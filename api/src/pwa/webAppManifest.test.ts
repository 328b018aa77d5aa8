import { initialsOf, initialsSvg } from './initialsIcon';
import { shortNameOf } from './webAppManifest';

describe('app names on a home screen', () => {
  it.each([
    ['Demo', 'Demo'],
    ['Sunrise Yoga Studio', 'Sunrise Yoga'],
    ['Supercalifragilistic Gym', 'Supercalifr…'],
  ])('shortens %s to %s', (name, short) => {
    expect(shortNameOf(name)).toBe(short);
  });

  it.each([
    ['Demo Studio', 'demo', 'DS'],
    ['acme', 'acme', 'A'],
    ['Sunrise yoga club', 'sun', 'SY'],
    ['— Peak – Fitness', 'peak', 'PF'],
    ['نادي الرياضة', 'sport-club', 'S'],
  ])('draws %s as the initials %s', (name, slug, initials) => {
    expect(initialsOf(name, slug)).toBe(initials);
  });
});

describe('initials icons', () => {
  it.each([16, 48, 96, 180, 192, 512])('draws a clean outline at %i px', (size) => {
    const svg = initialsSvg('SD', '#2f6fed', size, 0.6);
    expect(svg).not.toMatch(/NaN|undefined/);
    expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+/);
  });
});
