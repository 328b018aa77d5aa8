const { createStrideServerWebpackConfig, strideWebpackConfig } = require('@stride/shared/webpack');

const shared = strideWebpackConfig(__dirname, 'mfe-content');

/**
 * The shared config, with css-loader's source maps off in production: css-loader follows `devtool` and would
 * put every stylesheet's source and map inline in the JS the page downloads (style-loader injects the CSS).
 * A production build also makes the server entry (dist/server), which releases carry for first paint.
 */
module.exports = (env, argv = {}) => {
  const config = shared(env, argv);
  if (config.mode !== 'production') return config;
  for (const rule of config.module.rules) {
    if (!Array.isArray(rule.use)) continue;
    rule.use = rule.use.map((use) =>
      use === 'css-loader' ? { loader: 'css-loader', options: { sourceMap: false } } : use,
    );
  }
  // Both builds write below dist: the browser build's clean must leave the server entry alone.
  config.output.clean = { keep: /^server[\\/]/ };
  const server = createStrideServerWebpackConfig({
    packageDir: __dirname,
    name: 'mfe-content',
    entry: './src/server.tsx',
    filename: 'contentServer',
    mode: config.mode,
  });
  return [config, server];
};
