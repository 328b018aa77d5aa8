import webPush from 'web-push';
import { loadNotificationServerSettings, NotificationSettingsError } from './loadNotificationServerSettings';

const KEYS = webPush.generateVAPIDKeys();

describe('loadNotificationServerSettings', () => {
  it('generates keys and the secret in the data dir by default, the subject from PUBLIC_URL', () => {
    expect(loadNotificationServerSettings({}, 'http://localhost:3000')).toEqual({
      vapid: null,
      vapidSubject: 'mailto:operator@localhost',
      unsubscribeSecret: null,
    });
    expect(loadNotificationServerSettings({}, 'https://fit.example.com/stride').vapidSubject).toBe(
      'https://fit.example.com',
    );
  });

  it('takes the VAPID key pair, subject and unsubscribe secret from the environment', () => {
    const env = {
      VAPID_PUBLIC_KEY: KEYS.publicKey,
      VAPID_PRIVATE_KEY: KEYS.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
      UNSUBSCRIBE_SECRET: 'a-secret-of-16-chars',
    };
    expect(loadNotificationServerSettings(env, 'http://localhost:3000')).toEqual({
      vapid: KEYS,
      vapidSubject: 'mailto:ops@example.com',
      unsubscribeSecret: 'a-secret-of-16-chars',
    });
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: KEYS.publicKey }, /Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/],
    [{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: KEYS.privateKey }, /VAPID_PUBLIC_KEY must be a URL-safe/],
    [{ VAPID_PUBLIC_KEY: KEYS.publicKey, VAPID_PRIVATE_KEY: KEYS.publicKey }, /VAPID_PRIVATE_KEY must be/],
    [{ VAPID_SUBJECT: 'http://example.com' }, /VAPID_SUBJECT must be a mailto: or https: URL/],
    [{ UNSUBSCRIBE_SECRET: 'short' }, /UNSUBSCRIBE_SECRET must be at least 16 characters/],
  ])('refuses %p with a message naming the variable', (env, message) => {
    expect(() => loadNotificationServerSettings(env, 'http://localhost:3000')).toThrow(NotificationSettingsError);
    expect(() => loadNotificationServerSettings(env, 'http://localhost:3000')).toThrow(message);
  });
});
