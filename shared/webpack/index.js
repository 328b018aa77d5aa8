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
  'react-router-dom',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'mitt',
  '@stride/shared',
  '@stride/shared/ui',
];

/** Dev-server ports, so each build can be served alone. */
const DEV_PORTS = {
  shell: 3100,
  'mfe-content': 3101,
  'mfe-auth': 3102,
  'mfe-checkout': 3103,
  'mfe-messaging': 3104,
  'mfe-schedule': 3105,
  'mfe-account': 3106,
};

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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
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
        },
        {
          test: /\.s?css$/,
          use: ['style-loader', 'css-loader', { loader: 'sass-loader', options: { api: 'modern-compiler' } }],
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
        manifest: false,
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

module.exports = { createStrideWebpackConfig, sharedConfig, SINGLETONS, DEV_PORTS, federationName };
