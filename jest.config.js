// Jest with next/jest's SWC transform (ARCHITECTURE §10): node for logic and contracts, jsdom for client
// islands. The reference API's tests are its workspace's own (content-api/jest.config.js, ADR 0053).
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages, compiled to CommonJS for jest (htmlparser2 12 and its dom* and entities parts: the
// parser of sanitize-html and of our description tokenizer; iron-session 9 and what it imports).
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  'ky',
  '@adobe/structured-data-validator',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  'iron-session',
  'iron-webcrypto',
  'uint8array-extras',
  'cookie',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
// A safety net for a loaded machine (the suite must pass with one core kept busy), never an expectation
// of speed: jest's 5 s default failed component and contract tests that take 1 s on a quiet machine.
const testTimeout = 60_000;
const moduleNameMapper = { '^server-only$': '<rootDir>/tests/support/server-only.ts', '^@/(.*)$': '<rootDir>/$1' };

async function project(displayName, testEnvironment, testMatch, extra = {}) {
  const config = await createJestConfig({
    displayName,
    testEnvironment,
    testMatch,
    testTimeout,
    moduleNameMapper,
    ...extra,
  })();
  return { ...config, transformIgnorePatterns };
}

module.exports = async () => ({
  testTimeout,
  // Two workers on the two cores CI and these machines have (jest's default is one fewer than the
  // cores): the contract and API tests wait on servers as much as they compute.
  maxWorkers: 2,
  projects: [
    await project('unit', 'node', ['<rootDir>/tests/unit/**/*.test.ts']),
    await project('contract', 'node', ['<rootDir>/tests/contract/**/*.test.ts'], { setupFiles: ['<rootDir>/tests/contract/setup.ts'] }),
    await project('components', 'jsdom', ['<rootDir>/tests/components/**/*.test.tsx'], {
      setupFilesAfterEnv: ['<rootDir>/tests/components/setup.ts'],
    }),
  ],
});
