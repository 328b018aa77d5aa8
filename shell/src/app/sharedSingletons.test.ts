/** @jest-environment node */
// React must load exactly once: the host and every remote share these through the one config factory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface ShareEntry {
  singleton?: boolean;
  requiredVersion?: string;
  version?: string;
}

const repoRoot = join(__dirname, '..', '..', '..');
const requireFromRoot = createRequire(join(repoRoot, 'package.json'));
const factory = requireFromRoot('@stride/shared/webpack') as {
  SINGLETONS: string[];
  sharedConfig(): Record<string, ShareEntry>;
  createStrideWebpackConfig(options: { packageDir: string; name: string }): {
    plugins: {
      constructor: { name: string };
      _options?: { shared?: Record<string, ShareEntry>; shareStrategy?: string };
    }[];
  };
};

/** The packages the foundation issue requires as singletons. */
const REQUIRED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'mitt',
  '@stride/shared',
];

/** The version npm installed, read from node_modules/<package>/package.json (some packages, e.g. mitt, do not export it). */
function installedVersion(request: string): string {
  const name = request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');
  const file = join(repoRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The version a semver range such as `^18.3.1` is anchored on. */
function rangeVersion(range: string | undefined): string | undefined {
  return range?.replace(/^[\^~]/, '');
}

function shellShareScope(): Record<string, ShareEntry> {
  const config = factory.createStrideWebpackConfig({ packageDir: join(__dirname, '..', '..'), name: 'shell' });
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  expect(federation?._options?.shareStrategy).toBe('loaded-first');
  return federation?._options?.shared ?? {};
}

describe('shared singletons', () => {
  it.each(REQUIRED_SINGLETONS)('%s is a singleton at the version installed in node_modules', (name) => {
    const version = installedVersion(name);
    expect(factory.SINGLETONS).toContain(name);
    const entry = factory.sharedConfig()[name];
    expect(entry?.singleton).toBe(true);
    expect(entry?.version).toBe(version);
    expect(rangeVersion(entry?.requiredVersion)).toBe(version);
  });

  it.each(REQUIRED_SINGLETONS)('the shell build shares %s as a singleton at the installed version', (name) => {
    const version = installedVersion(name);
    const entry = shellShareScope()[name];
    expect(entry?.singleton).toBe(true);
    expect(rangeVersion(entry?.requiredVersion)).toBe(version);
  });
});
