/**
 * Jest for mutation testing (npm run mutate, stryker.config.mjs): one project, so Stryker's own
 * test environment can wrap it and tell which test reached which mutant. A part of the server runs
 * in Node with native ESM, as the server project runs; a part of the SPA (MUTATE_ENV=web, set by
 * scripts/mutate.js from the part) in jsdom, as the web project runs. The files each part runs are
 * chosen in stryker.config.mjs.
 */
import { webProject } from './jest.config.js';

const node = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
};

const { displayName: _name, roots: _roots, ...web } = webProject;

export default { ...(process.env.MUTATE_ENV === 'web' ? web : node), testTimeout: 60000 };
