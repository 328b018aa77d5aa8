/**
 * The operator's notification settings. VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: the web push key pair (both or
 * neither; without them one is generated once into DATA_DIR). VAPID_SUBJECT: how a push service reaches the operator
 * (a mailto: or https: URL; default PUBLIC_URL when it is https, else mailto:operator@<its host>).
 * UNSUBSCRIBE_SECRET: signs the unsubscribe links of emails (default: generated once into DATA_DIR), so every
 * process on one data dir, or sharing the variable, accepts the same links.
 */
export interface NotificationServerSettings {
  vapid: { publicKey: string; privateKey: string } | null;
  vapidSubject: string;
  unsubscribeSecret: string | null;
}

/** A setting that cannot work; loadServerConfig reports it as a ServerConfigError (the start stops). */
export class NotificationSettingsError extends Error {
  override readonly name = 'NotificationSettingsError';
}

type Env = Readonly<Record<string, string | undefined>>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const MIN_SECRET_LENGTH = 16;

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** web-push's own checks: url-safe base64 without padding, a P-256 point (65 bytes) and scalar (32 bytes). */
function checkKey(name: string, value: string, bytes: number): string {
  if (!BASE64URL.test(value) || Buffer.from(value, 'base64url').length !== bytes)
    throw new NotificationSettingsError(
      `${name} must be a URL-safe base64 key of ${bytes} bytes (as \`npx web-push generate-vapid-keys\` prints)`,
    );
  return value;
}

function vapidSubject(value: string | null, publicUrl: string): string {
  if (value === null) {
    const url = new URL(publicUrl);
    return url.protocol === 'https:' ? url.origin : `mailto:operator@${url.hostname}`;
  }
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'mailto:' && protocol !== 'https:')
    throw new NotificationSettingsError(
      `VAPID_SUBJECT must be a mailto: or https: URL like mailto:ops@example.com, got "${value}"`,
    );
  return value;
}

/** Pure: the notification settings the environment asks for; `publicUrl` is PUBLIC_URL (or its default). */
export function loadNotificationServerSettings(env: Env, publicUrl: string): NotificationServerSettings {
  const publicKey = nonEmpty(env.VAPID_PUBLIC_KEY);
  const privateKey = nonEmpty(env.VAPID_PRIVATE_KEY);
  if ((publicKey === null) !== (privateKey === null))
    throw new NotificationSettingsError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const unsubscribeSecret = nonEmpty(env.UNSUBSCRIBE_SECRET);
  if (unsubscribeSecret !== null && unsubscribeSecret.length < MIN_SECRET_LENGTH)
    throw new NotificationSettingsError(`UNSUBSCRIBE_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return {
    vapid:
      publicKey !== null && privateKey !== null
        ? {
            publicKey: checkKey('VAPID_PUBLIC_KEY', publicKey, 65),
            privateKey: checkKey('VAPID_PRIVATE_KEY', privateKey, 32),
          }
        : null,
    vapidSubject: vapidSubject(nonEmpty(env.VAPID_SUBJECT), publicUrl),
    unsubscribeSecret,
  };
}
