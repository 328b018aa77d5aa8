// Builds the shell and every remote as one bundle (no Module Federation), for the benchmark's baseline.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..');

export const MONOLITH_DIST = join(here, 'dist');

/**
 * Stands in for '@module-federation/enhanced/runtime': the same shell code, with every remote's entry imported
 * statically instead of by URL. Written from the root package.json's `mfe-*` workspaces, the one list of remotes.
 */
function staticFederationRuntime(remotes) {
  const imports = remotes.map(
    (remote, index) => `import * as remote${index} from ${JSON.stringify(join(repoRoot, remote, 'src', 'entry'))};`,
  );
  const entries = remotes.map(
    (remote, index) => `  ${JSON.stringify(`${remote.replace(/-/g, '_')}/entry`)}: remote${index},`,
  );
  return `${imports.join('\n')}

const ENTRIES: Record<string, unknown> = {
${entries.join('\n')}
};

export function registerRemotes(): void {}

export async function preloadRemote(): Promise<void> {}

export async function loadRemote<T>(id: string): Promise<T> {
  const entry = ENTRIES[id];
  if (!entry) throw new Error(\`No statically bundled remote for \${id}\`);
  return entry as T;
}
`;
}

function remoteWorkspaces() {
  const { workspaces } = require(join(repoRoot, 'package.json'));
  return workspaces.filter((name) => name.startsWith('mfe-'));
}

export async function buildMonolith() {
  const webpack = require('webpack');
  const { createStrideWebpackConfig } = require('@stride/shared/webpack');
  // Outside dist: the build cleans its output folder.
  const runtimeDir = mkdtempSync(join(tmpdir(), 'stride-monolith-'));
  const runtimeFile = join(runtimeDir, 'staticFederationRuntime.ts');
  writeFileSync(runtimeFile, staticFederationRuntime(remoteWorkspaces()));
  const config = createStrideWebpackConfig({ packageDir: join(repoRoot, 'shell'), name: 'shell', mode: 'production' });
  config.name = 'monolith';
  config.output = { ...config.output, path: MONOLITH_DIST };
  config.plugins = [
    ...config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ];
  config.resolve = { ...config.resolve, alias: { '@module-federation/enhanced/runtime$': runtimeFile } };
  await new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  }).finally(() => rmSync(runtimeDir, { recursive: true, force: true }));
}
