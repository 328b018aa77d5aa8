module.exports = require('@stride/shared/webpack').strideWebpackConfig(__dirname, 'mfe-account');
