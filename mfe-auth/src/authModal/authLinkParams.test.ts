import { SOCIAL_ERROR_CODES } from '@stride/shared';
import { readAuthLinkParams, withoutAuthLinkParams } from './authLinkParams';

describe('authLinkParams', () => {
  it('reads the passwordless, reset and email-change tokens, social error code and asked-for step of a link', () => {
    expect(
      readAuthLinkParams(
        '?passwordless_token=abc&reset_token=def&email_change_token=ghi&social_error=cancelled&auth_view=sign_up',
      ),
    ).toEqual({
      passwordlessToken: 'abc',
      resetToken: 'def',
      emailChangeToken: 'ghi',
      socialError: 'cancelled',
      view: 'sign_up',
    });
  });

  it('treats missing and empty parameters alike', () => {
    expect(readAuthLinkParams('?passwordless_token=&email_change_token=&social_error=&auth_view=')).toEqual({
      passwordlessToken: null,
      resetToken: null,
      emailChangeToken: null,
      socialError: null,
      view: null,
    });
  });

  it('reads every social error code as itself', () => {
    for (const code of SOCIAL_ERROR_CODES) {
      expect(readAuthLinkParams(`?social_error=${code}`).socialError).toBe(code);
    }
  });

  it('reads a social error that is not a known code as a plain failure, never as its text', () => {
    expect(readAuthLinkParams('?social_error=Click+here+to+claim+a+prize').socialError).toBe('failed');
  });

  it('ignores a step #auth does not have', () => {
    expect(readAuthLinkParams('?auth_view=admin').view).toBeNull();
    expect(readAuthLinkParams('?auth_view=login').view).toBe('login');
  });

  it('removes only the parameters the modal consumes', () => {
    expect(
      withoutAuthLinkParams(
        '?a=1&passwordless_token=x&reset_token=y&email_change_token=w&social_error=z&auth_view=sign_up&social_signed_up=1',
      ),
    ).toBe('?a=1&social_signed_up=1');
    expect(withoutAuthLinkParams('?reset_token=y')).toBe('');
    expect(withoutAuthLinkParams('?auth_view=sign_up')).toBe('');
  });

  it('leaves a query without link parameters untouched', () => {
    expect(withoutAuthLinkParams('?page-builder&a=1')).toBeNull();
    expect(withoutAuthLinkParams('')).toBeNull();
  });
});
