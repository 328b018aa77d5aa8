import { firstHeaderValue } from './firstHeaderValue';

describe('firstHeaderValue', () => {
  it('returns the value trimmed', () => {
    expect(firstHeaderValue({ headers: { 'x-app-slug': '  beta ' } }, 'x-app-slug')).toBe('beta');
  });

  it('returns the first value of a repeated header', () => {
    expect(firstHeaderValue({ headers: { 'x-device-id': [' one', 'two'] } }, 'x-device-id')).toBe('one');
  });

  it('treats a missing, empty or blank header as absent', () => {
    expect(firstHeaderValue({ headers: {} }, 'x-user-email')).toBeNull();
    expect(firstHeaderValue({ headers: { 'x-user-email': '' } }, 'x-user-email')).toBeNull();
    expect(firstHeaderValue({ headers: { 'x-user-email': '   ' } }, 'x-user-email')).toBeNull();
    expect(firstHeaderValue({ headers: { 'x-user-email': [] } }, 'x-user-email')).toBeNull();
  });

  it('finds a header named in any case (Node lower-cases incoming names)', () => {
    expect(firstHeaderValue({ headers: { 'x-user-token': 't' } }, 'X-User-Token')).toBe('t');
  });
});
