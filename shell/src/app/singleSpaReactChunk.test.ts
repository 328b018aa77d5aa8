/** @jest-environment node */
// The shell's build keeps single-spa-react in one chunk (see webpack.config.js): if the package moved its module,
// the split would silently stop matching and the first load would download it twice again.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface CacheGroup {
  test: RegExp;
  chunks: string;
  enforce: boolean;
}

const shellDir = join(__dirname, '..', '..');
const requireFromShell = createRequire(join(shellDir, 'package.json'));
const shellConfigs = requireFromShell('./webpack.config.js') as (
  env: object,
  argv: { mode: string },
) => { name: string; optimization?: { splitChunks?: { cacheGroups?: Record<string, CacheGroup> } } }[];

/** The file webpack bundles for `import … from 'single-spa-react'`: the package's ESM export. */
function singleSpaReactModule(entry: '.' | './parcel'): string {
  const packageDir = join(shellDir, '..', 'node_modules', 'single-spa-react');
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return join(packageDir, pkg.exports[entry]!.import.default);
}

describe('the shell build', () => {
  const group = shellConfigs({}, { mode: 'production' }).find((config) => config.name === 'shell')?.optimization
    ?.splitChunks?.cacheGroups?.singleSpaReact;

  it('puts the single-spa-react module that the bootstrap and @stride/shared/react both import in one chunk', () => {
    expect(group).toMatchObject({ chunks: 'async', enforce: true });
    expect(group?.test.test(singleSpaReactModule('.'))).toBe(true);
  });

  it('leaves single-spa-react/parcel, which only the bootstrap imports, in the bootstrap chunk', () => {
    expect(group?.test.test(singleSpaReactModule('./parcel'))).toBe(false);
  });
});
