import { loadRealtimeSettings, RealtimeSettingsError } from './loadRealtimeSettings';

const PUSHER = { PUSHER_APP_ID: '4242', PUSHER_KEY: 'key', PUSHER_SECRET: 'secret' };

describe('loadRealtimeSettings', () => {
  it('serves the protocol itself by default, key stride, the secret generated in the data dir', () => {
    expect(loadRealtimeSettings({}, null)).toEqual({ transport: 'local', key: 'stride', secret: null });
  });

  it('takes REALTIME_KEY and REALTIME_SECRET, and shares the channels through Redis when REDIS_URL is set', () => {
    const env = { REALTIME_KEY: 'my-app', REALTIME_SECRET: 'a-secret-of-16-chars' };
    expect(loadRealtimeSettings(env, 'redis://cache:6379')).toEqual({
      transport: 'redis',
      redisUrl: 'redis://cache:6379',
      key: 'my-app',
      secret: 'a-secret-of-16-chars',
    });
  });

  it('publishes to Pusher Channels by cluster (mt1 unless PUSHER_CLUSTER), over TLS, when its app is set', () => {
    expect(loadRealtimeSettings(PUSHER, 'redis://cache:6379')).toEqual({
      transport: 'pusher',
      appId: '4242',
      key: 'key',
      secret: 'secret',
      host: null,
      port: null,
      cluster: 'mt1',
      useTls: true,
    });
    expect(loadRealtimeSettings({ ...PUSHER, PUSHER_CLUSTER: 'eu' }, null)).toMatchObject({ cluster: 'eu' });
  });

  it('publishes to a Soketi host and port, without TLS when PUSHER_USE_TLS is false', () => {
    const env = { ...PUSHER, PUSHER_HOST: 'soketi.internal', PUSHER_PORT: '6001', PUSHER_USE_TLS: 'false' };
    expect(loadRealtimeSettings(env, null)).toMatchObject({ host: 'soketi.internal', port: 6001, useTls: false });
  });

  it.each([
    [{ PUSHER_KEY: 'key' }, /Set all of PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET/],
    [{ PUSHER_HOST: 'soketi.internal' }, /Set all of PUSHER_APP_ID/],
    [{ ...PUSHER, PUSHER_HOST: 'https://soketi.internal' }, /PUSHER_HOST must be a host name/],
    [{ ...PUSHER, PUSHER_PORT: '99999' }, /PUSHER_PORT must be a port/],
    [{ ...PUSHER, PUSHER_USE_TLS: 'maybe' }, /PUSHER_USE_TLS must be true or false/],
    [{ ...PUSHER, PUSHER_CLUSTER: 'EU 1' }, /PUSHER_CLUSTER must be a cluster name/],
    [
      { ...PUSHER, REALTIME_SECRET: 'a-secret-of-16-chars' },
      /REALTIME_KEY and REALTIME_SECRET .* off with PUSHER_APP_ID/,
    ],
    [{ REALTIME_KEY: 'has/slash' }, /REALTIME_KEY must be 1 to 64 letters/],
    [{ REALTIME_SECRET: 'short' }, /REALTIME_SECRET must be at least 16 characters/],
  ])('refuses %p with a message naming the variable', (env, message) => {
    expect(() => loadRealtimeSettings(env, null)).toThrow(RealtimeSettingsError);
    expect(() => loadRealtimeSettings(env, null)).toThrow(message);
  });
});
