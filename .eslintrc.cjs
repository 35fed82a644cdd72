// Product folders (one per spec route family) are WeChat subpackages: they cannot load each other's
// code, so they never import each other; shared code moves to src/core, which imports no product.
// The folders come from the product registry (src/core/product-registry.ts), read through tsx.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PRODUCTS = require('tsx/cjs/api').require('./src/core/product-registry.ts', __filename).FAMILY_FOLDERS

const productZones = PRODUCTS.flatMap((p) => [
  ...PRODUCTS.filter((o) => o !== p).map((o) => ({
    target: `./src/${p}`,
    from: `./src/${o}`,
    message: `Product folder src/${p} must not import src/${o}: move shared code to src/core.`,
  })),
  { target: `./src/${p}`, from: './src/pages', message: `src/${p} must not import main-package pages: move shared code to src/core.` },
])
const coreZones = [
  ...PRODUCTS.map((p) => ({ target: './src/core', from: `./src/${p}`, message: 'src/core never imports a product folder.' })),
  { target: './src/core', from: './src/pages', message: 'src/core never imports pages.' },
  {
    target: './src',
    from: './server/src',
    except: ['./schemas', './contract'],
    message: 'The app may only import the server schemas (import type) and the contract (values both sides share).',
  },
]

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react-hooks', 'import'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended'],
  env: { browser: true, node: true, es2022: true },
  settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
  rules: {
    'import/no-restricted-paths': ['error', { zones: [...productZones, ...coreZones] }],
    'react-hooks/rules-of-hooks': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    'no-console': ['error', { allow: ['warn', 'error'] }],
  },
  overrides: [
    {
      files: ['server/**/*.ts', 'test/**/*.ts', 'scripts/**/*.mjs', 'test/**/*.mjs'],
      rules: { 'no-console': 'off' },
    },
    {
      // Services read and write through repositories only (design: page → store → api → route →
      // service → repository → database), so every table's SQL lives in one place.
      files: ['server/src/services/**/*.ts', 'server/src/routes/**/*.ts'],
      rules: {
        'no-restricted-syntax': ['error', {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]",
          message: 'Services and routes hold no query-builder calls: add a function to a repository (server/src/db/repositories/).',
        }, {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'Services and routes hold no SQL: add a function to a repository (server/src/db/repositories/).',
        }],
      },
    },
    {
      files: ['src/**/*.config.ts', 'src/app.config.ts'],
      globals: { defineAppConfig: 'readonly', definePageConfig: 'readonly' },
    },
  ],
  globals: { API_BASE: 'readonly', APP_VERSION: 'readonly', TARO_ENV: 'readonly', defineAppConfig: 'readonly', definePageConfig: 'readonly' },
  ignorePatterns: ['dist/', 'node_modules/', 'data/', 'server/src/db/seed-data/geo/'],
}
