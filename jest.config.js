// One root config: tests import workspace libraries from source, transformed by SWC as ESM.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/libs',
    '<rootDir>/services',
    '<rootDir>/shell',
    '<rootDir>/mfe-tracking',
    '<rootDir>/mfe-insights',
    '<rootDir>/mfe-support',
    '<rootDir>/mfe-reports',
    '<rootDir>/deploy',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } }, experimental: { keepImportAttributes: true } },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^@tally/service-kit/testing$': '<rootDir>/libs/service-kit/src/testing.ts',
    '^@tally/service-kit/tables$': '<rootDir>/libs/service-kit/src/outbox/tables.ts',
    '^@tally/ui/core$': '<rootDir>/libs/ui/src/core.ts',
    '^@tally/ui/export$': '<rootDir>/libs/ui/src/csv-export.ts',
    '^@tally/(contracts|service-kit|ui|ticket-reader)$': '<rootDir>/libs/$1/src/index.ts',
  },
  globalSetup: '<rootDir>/jest.global-setup.js',
  testTimeout: 30000,
  maxWorkers: 2,
};
