/** @jest-environment node */
// React must load exactly once: the host and every remote share these through the one config factory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..', '..');
const requireFromRoot = createRequire(join(repoRoot, 'package.json'));
const factory = requireFromRoot('@stride/shared/webpack') as {
  SINGLETONS: string[];
  sharedConfig(): Record<string, { singleton: boolean; requiredVersion: string; version: string }>;
  createStrideWebpackConfig(options: { packageDir: string; name: string }): {
    plugins: { constructor: { name: string }; _options?: { shared?: unknown; shareStrategy?: string } }[];
  };
};

/** Read from disk: some packages (mitt) do not export their package.json. */
function installedVersion(request: string): string {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
  const file =
    name === '@stride/shared'
      ? join(repoRoot, 'shared', 'package.json')
      : join(repoRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

describe('shared singletons', () => {
  it.each([
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react-router-dom',
    '@tanstack/react-query',
    'i18next',
    'react-i18next',
    'mitt',
    '@stride/shared',
  ])('%s is shared', (name) => {
    expect(factory.SINGLETONS).toContain(name);
  });

  it('shares every singleton as a singleton at the installed version', () => {
    const shared = factory.sharedConfig();
    for (const name of factory.SINGLETONS) {
      const version = installedVersion(name);
      expect({ name, ...shared[name] }).toEqual({ name, singleton: true, version, requiredVersion: `^${version}` });
    }
  });

  it('gives the shell build exactly that share scope, loaded first', () => {
    const config = factory.createStrideWebpackConfig({ packageDir: join(__dirname, '..', '..'), name: 'shell' });
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    expect(federation?._options).toMatchObject({
      name: 'shell',
      shared: factory.sharedConfig(),
      shareStrategy: 'loaded-first',
    });
  });
});
