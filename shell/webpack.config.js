const { createHash } = require('node:crypto');
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { strideWebpackConfig } = require('@stride/shared/webpack');

const shell = strideWebpackConfig(__dirname, 'shell');
const DIST = path.join(__dirname, 'dist');
const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';
/** Chunk names carry an 8-character content hash (the shared factory's chunkFilename): the URL is the revision. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * What the service worker precaches: every script and stylesheet of the shell build, with a revision for the
 * files whose names do not change (main.js), so a new build replaces exactly what changed.
 */
function shellPrecacheManifest() {
  return readdirSync(DIST)
    .filter((file) => /\.(js|css)$/.test(file) && file !== 'sw.js')
    .sort()
    .map((file) => ({
      url: `/shell/${file}`,
      revision: HASHED.test(file)
        ? null
        : createHash('sha256')
            .update(readFileSync(path.join(DIST, file)))
            .digest('hex')
            .slice(0, 16),
    }));
}

/** Writes the precache list into sw.js in place of Workbox's `self.__WB_MANIFEST`, once the shell is built. */
class InjectShellManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InjectShellManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InjectShellManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const source = compilation.getAsset('sw.js').source.source().toString();
          if (!source.includes(MANIFEST_PLACEHOLDER)) throw new Error(`sw.js must use ${MANIFEST_PLACEHOLDER}`);
          const manifest = JSON.stringify(shellPrecacheManifest());
          compilation.updateAsset('sw.js', new sources.RawSource(source.replace(MANIFEST_PLACEHOLDER, manifest)));
        },
      );
    });
  }
}

/**
 * The service worker (src/pwa/serviceWorker.ts): its own small build, after the shell's (it lists the shell's
 * files), written beside them as dist/sw.js; the API serves it at /sw.js so its scope is the whole origin.
 */
function serviceWorkerConfig(mode) {
  const production = mode === 'production';
  return {
    name: 'shell-sw',
    dependencies: ['shell'],
    mode,
    context: __dirname,
    target: 'webworker',
    entry: { sw: './src/pwa/serviceWorker.ts' },
    devtool: false,
    output: { path: DIST, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules\/(?!@stride)/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    // Workbox logs every decision in development builds.
    optimization: { minimize: production, nodeEnv: production ? 'production' : 'development' },
    plugins: [new InjectShellManifestPlugin()],
    performance: { hints: false },
  };
}

/**
 * single-spa-react in one chunk of its own. The bootstrap imports it (through single-spa-react/parcel) and so does
 * @stride/shared/react, whose chunks the first load fetches alongside; below splitChunks' minimum size webpack
 * copied it into both, 2.3 KiB gzip downloaded twice.
 */
const SINGLE_SPA_REACT = /[\\/]node_modules[\\/]single-spa-react[\\/]lib[\\/]esm[\\/]single-spa-react\.js$/;

module.exports = (env, argv = {}) => {
  const config = shell(env, argv);
  config.optimization = {
    ...config.optimization,
    splitChunks: { cacheGroups: { singleSpaReact: { test: SINGLE_SPA_REACT, chunks: 'async', enforce: true } } },
  };
  // The shell's clean must leave the worker, which is built after it, in place.
  return [config, serviceWorkerConfig(config.mode)];
};
