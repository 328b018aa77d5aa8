// The server build's loader for stylesheets: Node renders markup only, the browser build ships the CSS.
module.exports = function emptyModuleLoader() {
  return 'export {};';
};
