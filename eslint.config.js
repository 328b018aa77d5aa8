const path = require('node:path');
const js = require('@eslint/js');
const importX = require('eslint-plugin-import-x');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const i18next = require('eslint-plugin-i18next');

const WORKSPACES = require('./package.json').workspaces;
// The remotes are the root package.json's `mfe-*` workspaces (REMOTE_NAMES is tested to match them).
const REMOTES = WORKSPACES.filter((name) => name.startsWith('mfe-'));

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

/** Test files, test support and build or test configs: the root's devDependencies (jest, webpack…) count for them too. */
const TOOLING = [
  '**/*.test.{ts,tsx}',
  'test/**',
  'src/testing/**',
  'webpack/**',
  '*.config.{js,cjs,mjs,ts}',
  'tests/**',
  'support/**',
  'bench/**',
];

/** The framework-free contract of @stride/shared: what Node loads when the API imports @stride/shared. */
const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-i18next',
  'i18next',
  '@tanstack/react-query',
  'single-spa',
  'single-spa-react',
];

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
  {
    // Every user-facing string goes through t() (spec §1 locales): text between JSX tags, and the attributes a
    // person reads or hears (labels, titles, alternatives, placeholders). Tests and test support are exempt.
    files: ['{shell,shared,mfe-*}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', message: 'Translate this text with t()' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|aria-valuetext|title|alt|placeholder|label)$/] > Literal[value=/\\p{L}/u]',
          message: 'Translate this attribute with t(): a person reads or hears it.',
        },
        {
          // {'Done'}, {done ? 'Done' : 'Open'}, {error || 'Failed'}: literal text placed between tags.
          selector:
            ':matches(JSXElement, JSXFragment) > JSXExpressionContainer :matches(Literal[value=/\\p{L}{2}/u], TemplateElement[value.raw=/\\p{L}{2}/u]):not(:matches(CallExpression, MemberExpression, BinaryExpression, JSXAttribute, Property) *)',
          message: 'Translate this text with t(): it is shown between tags.',
        },
      ],
    },
  },
  ...REMOTES.map(remoteBoundary),
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      // A workspace reaches another by its package name, never by '../../other/src' (npm workspaces link it).
      'import-x/no-relative-packages': 'error',
      // Every bare import is declared in the package.json nearest the file (its workspace's, or the root's).
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, peerDependencies: true }],
    },
  },
  ...WORKSPACES.map((workspace) => ({
    files: TOOLING.map((glob) => `${workspace}/${glob}`),
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: true,
          peerDependencies: true,
          packageDir: [path.join(__dirname, workspace), __dirname],
        },
      ],
    },
  })),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/react/**', 'shared/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: FRAMEWORKS.map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'The @stride/shared contract is framework-free: import types only, or move this to @stride/shared/react.',
          })),
          patterns: [
            {
              group: FRAMEWORKS.map((name) => `${name}/*`),
              allowTypeImports: true,
              message:
                'The @stride/shared contract is framework-free: import types only, or move this to @stride/shared/react.',
            },
          ],
        },
      ],
    },
  },
  {
    // @stride/shared/react reaches the contract through its package name, which the shell shares as a singleton.
    // A relative import would bundle a second copy of those modules into the React entry's chunk, and the first
    // load downloads both chunks.
    files: ['shared/src/react/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../**'],
              message: "Import the contract from '@stride/shared': a relative import bundles it a second time.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one-bundle benchmark compiles the remotes' sources and the root's build script into one program on
    // purpose: it measures the app without module federation, and is no workspace's shipped code. The benchmark
    // and the scale-out suite start clusters with the root's scripts/startCluster.mjs, as `npm run cluster` does.
    files: ['e2e/bench/**', 'e2e/scale/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
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
