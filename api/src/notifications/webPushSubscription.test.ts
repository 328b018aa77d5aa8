import { randomBytes } from 'node:crypto';
import { AppError } from '../errors/AppError';
import { parseWebPushSubscription } from './webPushSubscription';

const KEYS = {
  p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};
const subscription = (fields: object) =>
  JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: KEYS, expirationTime: null, ...fields });

function refusal(token: string, allowLoopbackHttp = false): AppError {
  try {
    parseWebPushSubscription(token, allowLoopbackHttp);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('parseWebPushSubscription', () => {
  it("takes a browser's PushSubscription JSON", () => {
    expect(parseWebPushSubscription(subscription({}), false)).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: KEYS,
    });
  });

  it.each([
    ['not JSON', 'a token'],
    ['not an object', '"text"'],
    ['an http endpoint', subscription({ endpoint: 'http://push.example.com/send/abc' })],
    ['a relative endpoint', subscription({ endpoint: '/send/abc' })],
    ['an endpoint with credentials', subscription({ endpoint: 'https://user:pw@push.example.com/x' })],
    ['an address for a host', subscription({ endpoint: 'https://10.0.0.5/send/abc' })],
    ['an IPv6 address', subscription({ endpoint: 'https://[fd00::1]/send/abc' })],
    ['this machine', subscription({ endpoint: 'https://localhost/send/abc' })],
    ['a host that is no push service', subscription({ endpoint: 'https://push.example.com/send/abc' })],
    ['an internal name', subscription({ endpoint: 'https://postgres/send/abc' })],
    ['a look-alike name', subscription({ endpoint: 'https://evilfcm.googleapis.com.example.com/x' })],
    ['no keys', subscription({ keys: undefined })],
    ['a short p256dh key', subscription({ keys: { ...KEYS, p256dh: randomBytes(32).toString('base64url') } })],
    ['an auth key that is not base64url', subscription({ keys: { ...KEYS, auth: 'not base64 at all!' } })],
  ])('refuses %s as a 400 naming token', (_case, token) => {
    const error = refusal(token);
    expect(error.code).toBe('invalid_input');
    expect(error.field).toBe('token');
  });

  it.each([
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/QGx',
  ])('takes the push service of every browser: %s', (endpoint) => {
    expect(parseWebPushSubscription(subscription({ endpoint }), false).endpoint).toBe(endpoint);
  });

  it('admits a push service on this machine over http only when asked (never in production)', () => {
    const local = subscription({ endpoint: 'http://localhost:8090/notify/abc' });
    expect(refusal(local).field).toBe('token');
    expect(parseWebPushSubscription(local, true).endpoint).toBe('http://localhost:8090/notify/abc');
    expect(refusal(subscription({ endpoint: 'http://push.example.com/x' }), true).field).toBe('token');
  });
});
