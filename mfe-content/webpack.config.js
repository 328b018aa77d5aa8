module.exports = require('@stride/shared/webpack').createStrideWebpackConfig({
  packageDir: __dirname,
  name: 'mfe-content',
});
