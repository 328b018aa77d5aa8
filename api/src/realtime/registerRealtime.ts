import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ensureSecretFile } from '../remotes/operatorToken';
import type { RealtimeSettings } from './loadRealtimeSettings';
import { LocalTransport } from './LocalTransport';
import { PusherProtocolServer } from './PusherProtocolServer';
import { PusherTransport } from './PusherTransport';
import type { Realtime } from './Realtime';
import { RealtimeHub } from './RealtimeHub';
import type { RealtimeTransport } from './RealtimeTransport';
import { RedisTransport } from './RedisTransport';

/** Where the generated REALTIME_SECRET is kept (processes on one data dir sign alike). */
const REALTIME_SECRET_FILE = 'realtime-secret';

/** One process, its own socket server, key `stride`, the secret of the data dir. */
export const DEFAULT_REALTIME_SETTINGS: RealtimeSettings = { transport: 'local', key: 'stride', secret: null };

/**
 * The transport the settings name. The local and Redis ones serve the Pusher protocol on the app's HTTP server
 * (taking only upgrades of /app/…), closed before the server stops so it need not wait for the sockets.
 */
async function createTransport(
  app: FastifyInstance,
  settings: RealtimeSettings,
  dataDir: string,
): Promise<RealtimeTransport> {
  if (settings.transport === 'pusher') return new PusherTransport(settings);
  const credentials = {
    key: settings.key,
    secret: settings.secret ?? (await ensureSecretFile(path.join(dataDir, REALTIME_SECRET_FILE))),
  };
  const hub = new RealtimeHub();
  const server = new PusherProtocolServer({
    ...credentials,
    hub,
    log: app.log,
    activityTimeoutSeconds: settings.activityTimeoutSeconds,
    pongTimeoutSeconds: settings.pongTimeoutSeconds,
  });
  server.attach(app.server);
  app.addHook('preClose', () => server.close());
  if (settings.transport === 'local') return new LocalTransport(hub, credentials);
  return RedisTransport.connect(hub, credentials, {
    redisUrl: settings.redisUrl,
    channelPrefix: settings.channelPrefix ?? `stride:realtime:${settings.key}:`,
    log: app.log,
  });
}

/** Decorates the app with `realtime`: routes publish through the transport the settings choose. */
export async function registerRealtime(
  app: FastifyInstance,
  settings: RealtimeSettings,
  dataDir: string,
): Promise<void> {
  const transport = await createTransport(app, settings, dataDir);
  app.addHook('onClose', () => transport.close());
  const realtime: Realtime = {
    clientConfig: transport.clientConfig,
    publish: (channel, event, data) => {
      transport
        .publish(channel, event, data)
        .catch((error: unknown) => app.log.warn({ err: error, channel, event }, 'realtime: publish failed'));
    },
    authorize: (socketId, channel, member) => transport.authorize(socketId, channel, member),
  };
  app.decorate('realtime', realtime);
}
