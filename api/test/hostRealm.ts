/**
 * Jest runs test files in a module sandbox that cannot load two kinds of package this API depends
 * on under Node 20: code that calls import() (PGlite) and ES modules required from CommonJS
 * (light-my-request → cookie 2, behind `app.inject()`). Jest also stands in for `node:module`.
 * Node's real module system, reached through a function of the host realm (Buffer comes from
 * outside the sandbox), loads such packages outside the sandbox, where both work.
 */
const HostFunction = Buffer.constructor as FunctionConstructor;
const hostModule = new HostFunction('return process.getBuiltinModule("node:module")')() as typeof import('node:module');

export const hostRequire: NodeJS.Require = hostModule.createRequire(__filename);

// Fastify requires light-my-request on the first inject(); hand it the host-realm copy.
jest.mock('light-my-request', () => hostRequire('light-my-request'));
