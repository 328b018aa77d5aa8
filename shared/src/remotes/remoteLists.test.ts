/** @jest-environment node */
// Adding a remote is one list: the root package.json's `mfe-*` workspaces. Everything else derives from it,
// except what must stay literal (REMOTE_NAMES for its type, tsconfig references); these tests keep them equal.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REMOTE_NAMES } from './RemoteName';

const repoRoot = join(__dirname, '..', '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as Record<string, unknown>;
const remoteWorkspaces = (readJson('package.json').workspaces as string[]).filter((name) => name.startsWith('mfe-'));

/** The `mfe-*` packages a tsconfig references, in order. */
function referencedRemotes(tsconfig: string): string[] {
  return (readJson(tsconfig).references as { path: string }[])
    .map((reference) => reference.path.replace(/^\.\.\//, ''))
    .filter((path) => path.startsWith('mfe-'));
}

describe('the lists of remotes', () => {
  it('REMOTE_NAMES is the mfe-* workspaces of the root package.json, in order', () => {
    expect([...REMOTE_NAMES]).toEqual(remoteWorkspaces);
  });

  it('every mfe-* folder is one of those workspaces', () => {
    const folders = readdirSync(repoRoot).filter((name) => name.startsWith('mfe-'));
    expect(folders.sort()).toEqual([...remoteWorkspaces].sort());
  });

  it.each(['tsconfig.json', 'e2e/tsconfig.json'])('%s references every remote', (tsconfig) => {
    expect(referencedRemotes(tsconfig)).toEqual(remoteWorkspaces);
  });

  it('the webpack factory gives every remote its own dev-server port', () => {
    const requireFromRoot = createRequire(join(repoRoot, 'package.json'));
    const { DEV_PORTS } = requireFromRoot('@stride/shared/webpack') as { DEV_PORTS: Record<string, number> };
    expect(Object.keys(DEV_PORTS)).toEqual(['shell', ...remoteWorkspaces]);
    expect(new Set(Object.values(DEV_PORTS)).size).toBe(remoteWorkspaces.length + 1);
  });

  it("each remote's package and webpack config are named after its folder", () => {
    for (const remote of remoteWorkspaces) {
      expect(readJson(`${remote}/package.json`).name).toBe(`@stride/${remote}`);
      expect(readFileSync(join(repoRoot, remote, 'webpack.config.js'), 'utf8')).toContain(`'${remote}'`);
    }
  });

  it.each(remoteWorkspaces)(
    '%s has the one template: entry → definition → parcels from createRemoteParcels, checked against the tables',
    (remote) => {
      const source = (file: string) => readFileSync(join(repoRoot, remote, 'src', file), 'utf8');
      expect(source('entry.ts')).toMatch(
        /export \{ definition \} from '\.\/definition';\s+export \{ parcels \} from '\.\/parcels';/,
      );
      expect(source('parcels.tsx')).toMatch(/export const parcels = createRemoteParcels\(definition, \w+Root\b/);
      expect(source('definition.test.ts')).toContain(`describeRemoteDefinition('${remote}', { definition, parcels })`);
    },
  );
});
