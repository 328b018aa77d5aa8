// The one webpack + Module Federation config factory. The shell and every remote call it; nothing is copied.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const root = path.resolve(__dirname, '..', '..');

/** Singletons every build shares; React must load exactly once. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'mitt',
  '@stride/shared',
  '@stride/shared/react',
  '@stride/shared/schemas',
];

/** The remotes: the root package.json's `mfe-*` workspaces, in order (REMOTE_NAMES is tested to match them). */
const REMOTE_WORKSPACES = require(path.join(root, 'package.json')).workspaces.filter((name) => name.startsWith('mfe-'));

/** TypeScript and TSX through swc, for the browser and the server builds alike. */
function typescriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules\/(?!@stride)/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/** SCSS compiled by sass and css-loader, then injected (style-loader) or extracted to a file (mini-css-extract). */
function styleLoaders(firstLoader, sourceMap) {
  return [
    firstLoader,
    { loader: 'css-loader', options: { sourceMap } },
    { loader: 'sass-loader', options: { api: 'modern-compiler', sourceMap } },
  ];
}

/** Dev-server ports, so each build can be served alone: the shell on 3100, the remotes from 3101 in order. */
const DEV_PORTS = Object.fromEntries([
  ['shell', 3100],
  ...REMOTE_WORKSPACES.map((name, index) => [name, 3101 + index]),
]);

function packageVersion(name) {
  const pkg = name.startsWith('@stride/shared')
    ? '@stride/shared'
    : name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
  // Read the hoisted package.json by path: packages such as mitt do not export './package.json'.
  return require(path.join(root, 'node_modules', pkg, 'package.json')).version;
}

function sharedConfig() {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: `^${packageVersion(name)}`, version: packageVersion(name) },
    ]),
  );
}

/**
 * Adds <link rel="preload"> for every chunk the shell's bootstrap needs: the 'bootstrap' chunk group and,
 * transitively, the chunks of the shared modules it consumes, in the copy the runtime loads (see bootFiles).
 * Without it those requests start only after main.js (the federation runtime) has executed; with it they
 * download meanwhile.
 */
class PreloadBootChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        data.headTags.push(
          ...bootFiles(compilation).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          ),
        );
        return data;
      });
    });
  }
}

/**
 * Inlines the shell's extracted stylesheet into index.html as a <style> in <head>. Linked, its 1.6 KiB cost a
 * render-blocking round trip before the server-rendered page could paint (562 ms on the bench's slow 4G).
 */
class InlineShellStylesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InlineShellStylesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineShellStylesPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        data.headTags = data.headTags.map((tag) => {
          const href = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? tag.attributes.href : null;
          const asset = href?.startsWith(publicPath) ? compilation.getAsset(href.slice(publicPath.length)) : null;
          if (!asset) return tag;
          const css = asset.source
            .source()
            .toString()
            .replace(/<\/(style)/gi, '<\\/$1');
          return HtmlWebpackPlugin.createHtmlTagObject('style', {}, css, tag.meta);
        });
        return data;
      });
    });
  }
}

function blockChunks(compilation, module) {
  return module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
}

function bootFiles(compilation) {
  const group = compilation.namedChunkGroups.get('bootstrap');
  if (!group) throw new Error("The shell must load './bootstrap' as a chunk named 'bootstrap'");
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') providers.set(module._name, module);
  }
  const files = new Set();
  const seen = new Set();
  const pending = [...group.chunks];
  while (pending.length) {
    const chunk = pending.pop();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name !== 'ConsumeSharedModule') continue;
      // The shell provides every module it shares and registers first, so the runtime loads the provided copy;
      // the consumer's fallback chunk loads only for a module nobody provides (preloading both left two
      // chunks unused on every page load, with Chrome's warning).
      const provider = providers.get(module.options.shareKey);
      pending.push(...blockChunks(compilation, provider ?? module));
    }
  }
  return [...files].sort();
}

function federationName(pkgName) {
  return pkgName.replace(/-/g, '_');
}

/**
 * @param {{ packageDir: string, name: 'shell' | keyof typeof DEV_PORTS, mode?: string }} options
 * `name` is the package folder name: 'shell' builds the host, any other name a remote exposing './entry'.
 */
function createStrideWebpackConfig({
  packageDir,
  name,
  mode = process.env.NODE_ENV === 'development' ? 'development' : 'production',
}) {
  const isHost = name === 'shell';
  const production = mode === 'production';
  return {
    name,
    mode,
    context: packageDir,
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      // An entry's filename carries no content hash (the MF runtime needs a stable remoteEntry name); chunks do.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: isHost ? '/shell/' : 'auto',
      uniqueName: federationName(name),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The provided runtime and the bundler's own must be one module, not its ESM and CJS builds side by side.
      alias: {
        '@module-federation/runtime-core$': path.join(
          root,
          'node_modules/@module-federation/runtime-core/dist/index.js',
        ),
      },
    },
    module: {
      rules: [
        typescriptRule(production),
        ...(isHost
          ? [
              {
                // The shell's own stylesheet is extracted, then inlined into index.html's <head>.
                test: /\.s?css$/,
                include: path.join(packageDir, 'src'),
                use: styleLoaders(require('mini-css-extract-plugin').loader, !production),
              },
            ]
          : []),
        {
          test: /\.s?css$/,
          ...(isHost ? { exclude: path.join(packageDir, 'src') } : {}),
          // CSS source maps only for development: in production css-loader would inline each stylesheet's map
          // into the JS that injects it (1,145 of mfe-checkout's 7,254 entry bytes).
          use: styleLoaders('style-loader', !production),
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(name),
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: { './entry': './src/entry.ts' } }),
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        dts: false,
        // A remote's manifest lists the chunks its './entry' needs, which the API preloads with the page.
        manifest: !isHost,
        // One federation runtime on the page: the shell provides it, each remote entry uses the shell's
        // (a remote entry drops from ~27 to ~9 KiB gzip). Remotes are therefore loaded by the shell only.
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: './src/index.html',
              filename: 'index.html',
              inject: 'body',
              scriptLoading: 'defer',
              // The API fills the <!--stride-preload--> and <!--stride-boot--> markers: webpack's own HTML
              // minimizer (optimization.minimizeOptions.html below) keeps them, this one would strip them.
              minify: false,
            }),
            new PreloadBootChunksPlugin(),
            new (require('mini-css-extract-plugin'))({ filename: '[name].css' }),
            new InlineShellStylesPlugin(),
          ]
        : []),
    ],
    // webpack's built-in HTML minimizer drops every comment by default; keep the API's markers.
    ...(isHost ? { optimization: { minimizeOptions: { html: { comments: '^stride-' } } } } : {}),
    performance: { hints: false },
    devServer: {
      port: DEV_PORTS[name],
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: isHost,
      ...(isHost ? { proxy: [{ context: ['/api', '/remotes'], target: 'http://localhost:3000' }] } : {}),
    },
  };
}

/**
 * A remote's server entry: the same source built for Node (`dist/server/<name>.js`, a commonjs2 module), which
 * the API requires at run time from the released version's folder to render first paint. Self-contained in one
 * file: React, react-dom/server and every other dependency are bundled, so the API never resolves a package for
 * it; its stylesheets are extracted into `dist/server/<name>.css`, the CSS that markup needs.
 */
function createStrideServerWebpackConfig({
  packageDir,
  name,
  entry,
  filename,
  mode = process.env.NODE_ENV === 'development' ? 'development' : 'production',
}) {
  const { optimize } = require('webpack');
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  const production = mode === 'production';
  return {
    name: `${name}-server`,
    mode,
    context: packageDir,
    target: 'node20',
    entry: { [filename]: entry },
    devtool: false,
    output: {
      path: path.join(packageDir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        typescriptRule(production),
        // The same stylesheets compiled into `<name>.css` beside the entry, which the API inlines with the markup
        // so first paint is styled before the browser build's style-loader injects the same rules.
        {
          test: /\.s?css$/,
          use: styleLoaders(MiniCssExtractPlugin.loader, false),
        },
      ],
    },
    // One file each: lazy chunks are inlined, so the release folder's server entry needs nothing beside it.
    plugins: [
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The browser injects each lazy view's styles when it loads, in no fixed order: the rules do not rely on one.
      new MiniCssExtractPlugin({ filename: '[name].css', ignoreOrder: true }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
  };
}

/**
 * What a package's webpack.config.js exports: webpack-cli calls it with `--mode`, so `npm run serve`
 * builds for development and `npm run build` for production.
 */
function strideWebpackConfig(packageDir, name) {
  return (_env, argv = {}) =>
    createStrideWebpackConfig({ packageDir, name, ...(argv.mode ? { mode: argv.mode } : {}) });
}

module.exports = {
  createStrideWebpackConfig,
  createStrideServerWebpackConfig,
  strideWebpackConfig,
  sharedConfig,
  SINGLETONS,
  DEV_PORTS,
  REMOTE_WORKSPACES,
  federationName,
};
