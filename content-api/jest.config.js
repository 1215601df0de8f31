// The reference API's own tests (ADR 0053): node only, TypeScript compiled by SWC (@swc/jest), the shared
// packages (@storefront/wire, rules, markets) reached through the workspace's links, which jest follows to
// their sources in lib/ and compiles like ours.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  // A safety net for a loaded machine, never an expectation of speed (as the root's jest.config.js).
  testTimeout: 60_000,
  maxWorkers: 2,
};
