/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** The packages under node_modules a fresh Node process has loaded after requiring `specifier`. */
function packagesLoadedBy(specifier: string): string[] {
  const script = `require(${JSON.stringify(specifier)});
    const names = Object.keys(require.cache).map((f) => f.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/)?.[1]).filter(Boolean);
    process.stdout.write(JSON.stringify([...new Set(names)]));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: path.join(root, 'api'),
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[];
}

describe('@stride/shared in Node (as the API imports it)', () => {
  it('loads no React, i18next, react-query or single-spa', () => {
    const loaded = packagesLoadedBy('@stride/shared');
    expect(loaded).toEqual(expect.arrayContaining(['mitt']));
    for (const framework of [
      'react',
      'react-dom',
      'react-i18next',
      'i18next',
      '@tanstack/react-query',
      'single-spa',
      'single-spa-react',
    ]) {
      expect(loaded).not.toContain(framework);
    }
  });

  it('sees React when a module loads it (react-dom), so the check above can fail', () => {
    expect(packagesLoadedBy('react-dom')).toEqual(expect.arrayContaining(['react-dom', 'react']));
  });
});
