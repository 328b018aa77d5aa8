import type { ServerConfig } from '../config/loadServerConfig';
import { DEV_OUTBOX_PATH } from './devOutboxPage';

/**
 * The start banner's line on where emails go when no SMTP server is configured; null when one is.
 * (Production refuses to start without SMTP_URL, so this is only ever the development outbox.)
 */
export function devOutboxHint(config: Pick<ServerConfig, 'smtpUrl' | 'publicUrl'>): string | null {
  if (config.smtpUrl) return null;
  return `Emails go to the dev outbox: ${config.publicUrl}${DEV_OUTBOX_PATH} (or npm run outbox)`;
}
