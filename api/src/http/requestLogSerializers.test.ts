import { urlWithoutSecretParams } from './requestLogSerializers';

describe('urlWithoutSecretParams', () => {
  it('drops user_email and user_token and keeps every other parameter as sent', () => {
    expect(urlWithoutSecretParams('/welcome?utm=a%20b&user_email=sam%40x.test&user_token=SECRET&x=1')).toBe(
      '/welcome?utm=a%20b&x=1',
    );
  });

  it('drops the question mark when only session parameters were sent', () => {
    expect(urlWithoutSecretParams('/?user_email=sam%40x.test&user_token=SECRET')).toBe('/');
  });

  it('recognises the parameters however their names are spelled or encoded', () => {
    expect(urlWithoutSecretParams('/?USER_TOKEN=a&user%5Ftoken=b&user_token&user_token=c=d&keep=1')).toBe('/?keep=1');
  });

  it('leaves a URL without a query, or with other parameters only, unchanged', () => {
    expect(urlWithoutSecretParams('/articles/first')).toBe('/articles/first');
    expect(urlWithoutSecretParams('/a?b=1&b=2&%E0%A4%A=x')).toBe('/a?b=1&b=2&%E0%A4%A=x');
  });

  it('drops the tokens of emailed passwordless, reset and email-change links', () => {
    expect(urlWithoutSecretParams('/?passwordless_token=LINK&auth_view=login')).toBe('/?auth_view=login');
    expect(urlWithoutSecretParams('/?reset_token=RESET&lang=fr')).toBe('/?lang=fr');
    expect(urlWithoutSecretParams('/?email_change_token=CHANGE&lang=fr')).toBe('/?lang=fr');
  });

  it("drops the provider's code and state from a social sign-in callback", () => {
    expect(urlWithoutSecretParams('/api/auth/social/google/callback?state=STATE&code=CODE&iss=x')).toBe(
      '/api/auth/social/google/callback?iss=x',
    );
  });
});
