import type { RemoteStatus } from '@stride/shared';

function pad(value: string, width: number): string {
  return value.padEnd(width);
}

/** "2025-11-21T05:40:12.345Z" → "2025-11-21 05:40:12 UTC". */
function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function channelOf(status: RemoteStatus, version: string): string {
  if (version === status.stable) return 'stable';
  if (version === status.canary) return `canary ${status.canaryPercent}%`;
  return '';
}

/** The table `npm run remotes -- list` prints: one block per remote, its versions newest first. */
export function formatRemotesList(statuses: readonly RemoteStatus[]): string {
  const nameWidth = Math.max('REMOTE'.length, ...statuses.map((s) => s.remote.length)) + 2;
  const versionWidth = Math.max(12, ...statuses.flatMap((s) => s.versions.map((v) => v.version.length))) + 2;
  const lines = [`${pad('REMOTE', nameWidth)}${pad('STABLE', versionWidth)}CANARY`];
  for (const status of statuses) {
    const canary = status.canary === null ? '-' : `${status.canary}@${status.canaryPercent}%`;
    lines.push(`${pad(status.remote, nameWidth)}${pad(status.stable ?? '-', versionWidth)}${canary}`);
    if (status.versions.length === 0) {
      lines.push(`${pad('', nameWidth)}(no releases)`);
      continue;
    }
    for (const version of status.versions) {
      const failures = `${version.failures} failure${version.failures === 1 ? '' : 's'}`;
      lines.push(
        `${pad('', nameWidth)}${pad(version.version, versionWidth)}${pad(channelOf(status, version.version), 14)}` +
          `${pad(formatTime(version.createdAt), 25)}${pad(failures, 13)}${version.url}`,
      );
    }
  }
  return lines.join('\n');
}
