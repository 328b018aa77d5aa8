import type { ServerConfig } from '../config/loadServerConfig';
import { DEV_OUTBOX_PATH } from './devOutboxPage';

/** The start banner's line on where emails go when no SMTP server is configured; null when one is. */
export function devOutboxHint(config: Pick<ServerConfig, 'smtpUrl' | 'nodeEnv' | 'publicUrl'>): string | null {
  if (config.smtpUrl) return null;
  if (config.nodeEnv === 'production') {
    // The outbox page does not exist in production: say plainly that nothing is being delivered.
    return 'SMTP_URL is not set: emails are not sent, only stored in the outbox (npm run outbox reads it while the server is stopped)';
  }
  return `Emails go to the dev outbox: ${config.publicUrl}${DEV_OUTBOX_PATH} (or npm run outbox)`;
}
