/**
 * Jest for mutation testing (npm run mutate, stryker.config.mjs): one project in Node with native
 * ESM, as the server project runs, so Stryker's own test environment can wrap it and tell which
 * test reached which mutant. The files each part runs are chosen in stryker.config.mjs.
 */
export default {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  testTimeout: 60000,
};
