import path from 'node:path';
import type { RemotesCommand } from './parseRemotesArgs';
import type { RemotesBackend } from './remotesBackend';
import { formatRemotesList } from './formatRemotesList';
import { copyReleaseFiles, REMOTE_ENTRY_FILE } from '../remotes/releaseFiles';

export interface RemotesCommandContext {
  dataDir: string;
  repoRoot: string;
  /** Relative --dir paths are resolved against this (the directory the operator ran npm from). */
  cwd: string;
}

/** Runs one parsed command and returns what to print. */
export async function runRemotesCommand(
  command: Exclude<RemotesCommand, { command: 'help' }>,
  backend: RemotesBackend,
  context: RemotesCommandContext,
): Promise<string> {
  switch (command.command) {
    case 'list':
      return formatRemotesList(await backend.list());
    case 'release': {
      const { remote } = command;
      const buildDir = path.resolve(context.cwd, command.dir ?? path.join(context.repoRoot, remote, 'dist'));
      // Files first: the server checks the folder exists before it records the version.
      const copied = await copyReleaseFiles({ dataDir: context.dataDir, remote, buildDir });
      const url = command.baseUrl === null ? null : `${command.baseUrl}/${REMOTE_ENTRY_FILE}`;
      const recorded = await backend.recordRelease({ remote, version: copied.version, url });
      const where = url ?? copied.dir;
      if (recorded.alreadyReleased && !recorded.becameStable) {
        return `${remote}@${recorded.version} is already released (same build); nothing changed`;
      }
      const next = recorded.becameStable
        ? 'it is the stable version (first release)'
        : `try it on some devices: npm run remotes -- canary ${remote} ${recorded.version} --percent 10`;
      return `Released ${remote}@${recorded.version} (${where}); ${next}`;
    }
    case 'canary': {
      const state = await backend.setCanary(command.remote, command.version, command.percent);
      return `${state.remote}: canary ${state.canary ?? '-'} for ${state.canaryPercent}% of devices, stable ${state.stable ?? '-'} for the rest`;
    }
    case 'promote': {
      const state = await backend.promote(command.remote);
      return `${state.remote}: ${state.stable ?? '-'} is now stable for every device`;
    }
    case 'rollback': {
      const state = await backend.rollback(command.remote);
      return state.undid === 'canary'
        ? `${state.remote}: canary dropped; every device gets stable ${state.stable ?? '-'}`
        : `${state.remote}: stable rolled back to ${state.stable ?? '-'}`;
    }
  }
}
