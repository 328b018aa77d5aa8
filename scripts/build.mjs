// Builds the shell and every remote in one webpack multi-compiler run (`npm run build [-- names…]`).
// Each package is still its own build with its own config: `npm run build -w mfe-content` builds one alone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILDS, DEMO_IMAGES_DIR, missingBuilds, repoRoot } from './workspace.mjs';

const require = createRequire(import.meta.url);

export async function build(names = BUILDS) {
  const webpack = require('webpack');
  // A package's config may be several builds (mfe-content: the browser build and its server entry).
  const configs = names.flatMap((name) =>
    require(join(repoRoot, name, 'webpack.config.js'))({}, { mode: 'production' }),
  );
  const started = Date.now();
  await new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true, colors: false })));
      }
      resolve();
    });
  });
  console.log(`Built ${names.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  drawDemoImages();
}

/** The demo's pictures (api/dist/demo-images); only drawings that changed or are missing are drawn again. */
export function drawDemoImages() {
  const drawn = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'api', 'src', 'cli', 'drawDemoImages.ts')],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (drawn.status !== 0) throw new Error('Could not draw the demo pictures');
}

/** What `npm start` and `npm run cluster` do first: build what is missing (first start only), else the pictures. */
export async function buildWhatIsMissing() {
  const missing = missingBuilds();
  if (missing.length) {
    console.log(`Building ${missing.join(', ')} (first start only)…`);
    await build(missing);
  } else if (!existsSync(DEMO_IMAGES_DIR)) {
    drawDemoImages();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !BUILDS.includes(name));
  if (unknown.length) {
    console.error(`Unknown build: ${unknown.join(', ')}. Known: ${BUILDS.join(', ')}`);
    process.exit(2);
  }
  build(requested.length ? requested : BUILDS).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
