// Two projects: browser-side code in jsdom, functions and build code in Node with a real local Blobs server.
const transform = {'^.+\\.(m?[tj]sx?)$': ['@swc/jest']}
// ESM-only packages are compiled to CommonJS like our own code.
const transformIgnorePatterns = [
  '/node_modules/(?!(jose|@sanity/icons|@sanity/visual-editing|@sanity/visual-editing-csm|valibot)/)',
]
const moduleFileExtensions = ['ts', 'tsx', 'mts', 'js', 'mjs', 'cjs', 'json']
const moduleNameMapper = {'\\.(css)$': '<rootDir>/tests/support/style-stub.cjs'}

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/tests/support/jsdom-environment.cjs',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/unit-setup.ts'],
      transform,
      transformIgnorePatterns,
      moduleFileExtensions,
      moduleNameMapper,
    },
    {
      displayName: 'functions',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/functions/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/blobs-global-setup.cjs',
      globalTeardown: '<rootDir>/tests/support/blobs-global-teardown.cjs',
      setupFilesAfterEnv: ['<rootDir>/tests/support/functions-setup.ts'],
      transform,
      transformIgnorePatterns,
      moduleFileExtensions,
    },
  ],
}
