// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The environment is read in one validated place on each side.
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'A browser app has no process.' },
      ],
    },
  },
  {
    // The shape of both apps (docs/architecture.md): who may import whom, and through which door.
    files: [
      'apps/server/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/console/src/**/*.{ts,tsx}',
    ],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'boundaries/include': ['apps/server/src/**/*', 'apps/web/src/**/*', 'apps/console/src/**/*'],
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
        { type: 'server-data', pattern: 'apps/server/src/db' },
        { type: 'server-config', pattern: 'apps/server/src/config.ts', mode: 'file' },
        { type: 'server-app', pattern: 'apps/server/src/*.ts', mode: 'file' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-ui', pattern: 'apps/web/src/ui' },
        { type: 'web-platform', pattern: 'apps/web/src/platform' },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-entry', pattern: 'apps/web/src/*.{ts,tsx}', mode: 'file' },
        // The console is an app of its own: it shares the contract and the domain, never code with
        // the borrower app, so none of it can reach the borrower's bundles (issue 16).
        { type: 'console', pattern: 'apps/console/src' },
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} may not import ${dependency.type} (docs/architecture.md)',
          rules: [
            { from: 'server-platform', allow: ['server-platform', 'server-config'] },
            {
              // A module reaches another only through its index.ts (entry-point rule below).
              from: 'server-module',
              allow: ['server-module', 'server-platform', 'server-config', 'server-data'],
            },
            {
              from: 'server-data',
              allow: ['server-data', 'server-platform', 'server-config', 'server-module'],
            },
            { from: 'server-config', allow: [] },
            {
              from: 'server-app',
              allow: [
                'server-app',
                'server-module',
                'server-platform',
                'server-config',
                'server-data',
              ],
            },
            // A feature imports platform and ui, never another feature.
            {
              from: 'web-feature',
              allow: ['web-platform', 'web-ui', ['web-feature', { feature: '${from.feature}' }]],
            },
            { from: 'web-ui', allow: ['web-ui', 'web-platform'] },
            { from: 'web-platform', allow: ['web-platform'] },
            {
              from: ['web-app', 'web-entry'],
              allow: ['web-app', 'web-entry', 'web-feature', 'web-ui', 'web-platform'],
            },
            { from: 'console', allow: ['console'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              target: ['server-module'],
              disallow: ['*'],
              message: 'Import another module through its index.ts only.',
            },
            { target: ['server-module'], allow: ['index.ts'] },
          ],
        },
      ],
    },
  },
  {
    // Environment variables are read in one validated module.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/config.ts.',
        },
      ],
    },
  },
  {
    // packages/domain is pure: no I/O, no clock of its own.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take the time as an argument.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Take the time as an argument.',
        },
      ],
    },
  },
);
