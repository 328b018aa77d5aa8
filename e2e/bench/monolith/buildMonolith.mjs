// Builds the shell and all six remotes as one bundle (no Module Federation), for the benchmark's baseline.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..');

export const MONOLITH_DIST = join(here, 'dist');

export async function buildMonolith() {
  const webpack = require('webpack');
  const { createStrideWebpackConfig } = require('@stride/shared/webpack');
  const config = createStrideWebpackConfig({ packageDir: join(repoRoot, 'shell'), name: 'shell', mode: 'production' });
  config.name = 'monolith';
  config.output = { ...config.output, path: MONOLITH_DIST };
  config.plugins = [
    ...config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ];
  config.resolve = {
    ...config.resolve,
    alias: { '@module-federation/enhanced/runtime$': join(here, 'staticFederationRuntime.ts') },
  };
  await new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}
