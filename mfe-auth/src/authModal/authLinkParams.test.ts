import { readAuthLinkParams, withoutAuthLinkParams } from './authLinkParams';

describe('authLinkParams', () => {
  it('reads the passwordless token, reset token and social error of a link', () => {
    expect(readAuthLinkParams('?passwordless_token=abc&reset_token=def&social_error=Nope')).toEqual({
      passwordlessToken: 'abc',
      resetToken: 'def',
      socialError: 'Nope',
    });
  });

  it('treats missing and empty parameters alike', () => {
    expect(readAuthLinkParams('?passwordless_token=')).toEqual({
      passwordlessToken: null,
      resetToken: null,
      socialError: null,
    });
  });

  it('removes only the parameters the modal consumes', () => {
    expect(withoutAuthLinkParams('?a=1&passwordless_token=x&reset_token=y&social_error=z&social_signed_up=1')).toBe(
      '?a=1&social_signed_up=1',
    );
    expect(withoutAuthLinkParams('?reset_token=y')).toBe('');
  });

  it('leaves a query without link parameters untouched', () => {
    expect(withoutAuthLinkParams('?page-builder&a=1')).toBeNull();
    expect(withoutAuthLinkParams('')).toBeNull();
  });
});
