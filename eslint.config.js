const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

// The remotes are the root package.json's `mfe-*` workspaces (REMOTE_NAMES is tested to match them).
const REMOTES = require('./package.json').workspaces.filter((name) => name.startsWith('mfe-'));

/** A remote may import only @stride/shared: never another remote, the shell or the API. */
function remoteBoundary(remote) {
  const others = [...REMOTES.filter((r) => r !== remote), 'shell', 'api'];
  return {
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((o) => [`@stride/${o}`, `@stride/${o}/*`, `**/${o}`, `**/${o}/**`]),
              message: 'A remote imports only @stride/shared; talk to other remotes through the bus or the API.',
            },
          ],
        },
      ],
    },
  };
}

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tsbuild/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@stride/mfe-*', '**/mfe-*/**', '@stride/api', '**/api/src/**'],
              message: 'The shell never imports a remote at build time.',
            },
          ],
        },
      ],
    },
  },
  ...REMOTES.map(remoteBoundary),
  {
    // The benchmark runs code in the page as well as in Node.
    files: ['e2e/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
