/** Unit (domain, stores, http) and server (inject against PGlite / PostgreSQL) tests; e2e runs separately. */
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: false },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2021',
  },
  module: { type: 'commonjs' },
}]

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/test/unit/**/*.test.tsx', '<rootDir>/test/server/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // pglite and a few deps ship ESM only
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite)/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@tarojs/taro$': '<rootDir>/test/unit/mocks/taro.ts',
  },
  testTimeout: 30000,
}
