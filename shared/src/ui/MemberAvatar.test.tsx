import { initialsOf } from './MemberAvatar';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'ada@example.org', 'AL'],
    ['Mary Ann Evans', 'm@example.org', 'ME'],
    ['cher', 'cher@example.org', 'C'],
    ['  spaced   out  ', 's@example.org', 'SO'],
    ['', 'zoe@example.org', 'Z'],
    ['', '', '?'],
    ['𝒜da Byron', 'a@example.org', '𝒜B'],
  ])('draws %j (%s) as %s', (name, email, initials) => {
    expect(initialsOf(name, email)).toBe(initials);
  });
});
