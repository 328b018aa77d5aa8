import { urlWithoutSessionParams } from './requestLogSerializers';

describe('urlWithoutSessionParams', () => {
  it('drops user_email and user_token and keeps every other parameter as sent', () => {
    expect(urlWithoutSessionParams('/welcome?utm=a%20b&user_email=sam%40x.test&user_token=SECRET&x=1')).toBe(
      '/welcome?utm=a%20b&x=1',
    );
  });

  it('drops the question mark when only session parameters were sent', () => {
    expect(urlWithoutSessionParams('/?user_email=sam%40x.test&user_token=SECRET')).toBe('/');
  });

  it('recognises the parameters however their names are spelled or encoded', () => {
    expect(urlWithoutSessionParams('/?USER_TOKEN=a&user%5Ftoken=b&user_token&user_token=c=d&keep=1')).toBe('/?keep=1');
  });

  it('leaves a URL without a query, or with other parameters only, unchanged', () => {
    expect(urlWithoutSessionParams('/articles/first')).toBe('/articles/first');
    expect(urlWithoutSessionParams('/a?b=1&b=2&%E0%A4%A=x')).toBe('/a?b=1&b=2&%E0%A4%A=x');
  });
});
