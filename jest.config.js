// Two projects: `unit` (jsdom, components and pure logic) and `api` (node, the real Fastify app on a real database).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    // Dynamic import() stays native, so ESM-only packages (openid-client) load through Jest's ESM support.
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.(s?css)$': '<rootDir>/shared/src/testing/styleStub.js' },
  // `cookie` ships an ES module copy that fastify's inject loads; transform it like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(@stride|cookie)/)(?!.*/node_modules/cookie/)'],
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/setupDom.ts'],
      testMatch: ['<rootDir>/{shared,shell,mfe-*}/src/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'api',
      // Node, plus one pool of migrated PGlite databases per worker that each test file borrows from.
      testEnvironment: '<rootDir>/api/test/apiTestEnvironment.ts',
      testMatch: ['<rootDir>/api/src/**/*.test.ts'],
      globalSetup: '<rootDir>/api/test/globalSetup.ts',
      globalTeardown: '<rootDir>/api/test/globalTeardown.ts',
    },
  ],
};
