// ESM all the way down: @actions/core 3 is ESM-only, so tests run with
// node --experimental-vm-modules and ts-jest in ESM mode.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  globalSetup: './__tests__/support/global-setup.js',
  testTimeout: 60000
}
