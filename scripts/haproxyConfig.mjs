// The HAProxy configuration `npm run cluster` writes: round robin over the API processes, health checks on
// /healthz, retries that never send a write twice. Also the template for HAProxy in front of several machines.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Health checks every 500 ms (250 ms once one failed); two failures take a process out of rotation, one success
 * puts it back. A stopping process should fail its check for longer than that while it still serves
 * (SHUTDOWN_DRAIN_MS), so the proxy stops sending it work before it closes.
 */
export const HEALTH_CHECK = { interMs: 500, fastInterMs: 250, fall: 2, rise: 1 };
export const DRAIN_MS = HEALTH_CHECK.interMs + HEALTH_CHECK.fall * HEALTH_CHECK.fastInterMs + 1000;

/** The backend's name in the config and on the admin socket (`set server api/api-1 state maint`). */
export const BACKEND = 'api';

/**
 * `bind`: host:port the proxy listens on; `servers`: [{ name, host, port }]; `statsSocket`: the admin socket the
 * cluster script drains and watches the processes through.
 */
export function haproxyConfig({ bind, servers, statsSocket }) {
  const { interMs, fastInterMs, fall, rise } = HEALTH_CHECK;
  return `# Written by \`npm run cluster\` (scripts/cluster.mjs) at every start; edits are overwritten.
# On several machines, use it as a template: one \`server\` line per API process (its address and port), the
# bind address of your proxy, and no stats socket unless you drain processes through it.
global
    maxconn 4096
    stats socket ${statsSocket} mode 600 level admin

defaults
    mode http
    # X-Forwarded-For: the processes (TRUST_PROXY) count rate limits per client, not per proxy.
    option forwardfor
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 10s
    timeout http-keep-alive 10s
    timeout queue 10s
    # WebSockets (realtime) upgrade in http mode and stay open this long without traffic.
    timeout tunnel 1h
    # A request a process could not take is sent to another one (every retry picks another process)...
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response response-timeout 503

frontend stride
    bind ${bind}
    default_backend ${BACKEND}

backend ${BACKEND}
    balance roundrobin
    option httpchk
    http-check send meth GET uri /healthz ver HTTP/1.1 hdr host localhost
    http-check expect status 200
    # ...but a write is retried only when it never reached a process (a refused connection): after an empty
    # answer or a timeout it may have been done, and doing it twice is worse than an error the client sees.
    http-request disable-l7-retry unless METH_GET || METH_OPTIONS
    # Which process answered: for tests and for an operator's curl -i.
    http-response set-header X-Stride-Process %[srv_name]
    default-server inter ${interMs}ms fastinter ${fastInterMs}ms downinter ${interMs}ms fall ${fall} rise ${rise}
${servers.map(({ name, host, port }) => `    server ${name} ${host}:${port} check`).join('\n')}
`;
}

/**
 * The haproxy executable: $HAPROXY, then PATH, then the sbin folders Debian and Homebrew install it in (not on a
 * normal user's PATH on Debian). Null when it is not installed.
 */
export function findHaproxy(env = process.env) {
  if (env.HAPROXY) return existsSync(env.HAPROXY) ? env.HAPROXY : null;
  const folders = [
    ...(env.PATH ?? '').split(delimiter).filter(Boolean),
    '/usr/sbin',
    '/usr/local/sbin',
    '/opt/homebrew/bin',
    '/opt/homebrew/sbin',
  ];
  return folders.map((folder) => join(folder, 'haproxy')).find((file) => existsSync(file)) ?? null;
}

export const INSTALL_HAPROXY =
  'HAProxy is not installed: install it (Debian/Ubuntu: sudo apt-get install haproxy; macOS: brew install haproxy) or set HAPROXY to its path';
