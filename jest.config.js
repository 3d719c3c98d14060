/** The SPA in jsdom (CommonJS through Babel); the server, its cluster and the lint rules in Node (native ESM). */
const shared = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

/**
 * Server files whose assertions hold only while no other database of the PostgreSQL cluster has a
 * transaction in flight: a delta cursor's snapshot xmin is cluster-wide, so another file's open
 * transaction widens the delta they count exactly. On PostgreSQL they run after the other server
 * files (which run in parallel), with the cluster suite, in one worker; on the embedded database
 * every file has a server of its own, and they run with the rest.
 */
const QUIET_CLUSTER_FILES = ['cases-cross-delta.test.ts'];

/** The SPA's tests in jsdom (and what `npm run mutate` runs for a part of the SPA: jest.mutate.config.js). */
export const webProject = {
  ...shared,
  displayName: 'web',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test/web', '<rootDir>/test/domain', '<rootDir>/test/replays'],
  setupFilesAfterEnv: ['<rootDir>/test/web/setup.ts'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/test/web/styleStub.cjs' },
  // Redux DevTools' own instrument (ESM only) replays QA's logs in test/replays: Babel makes it CommonJS.
  // The SPA's code is CommonJS here too, and so is its import(): a lazy chunk's module arrives as
  // the bundler gives it ({ default, ...named }), not wrapped once more by Node's CommonJS interop
  // (jest runs with --experimental-vm-modules, which would otherwise keep import() native).
  transform: {
    '/node_modules/@redux-devtools/instrument/.+\\.js$': ['babel-jest', { babelrc: false, configFile: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] }],
    '^.+\\.[jt]sx?$': ['babel-jest', { plugins: ['@babel/plugin-transform-dynamic-import'] }],
  },
  transformIgnorePatterns: ['/node_modules/(?!@redux-devtools/instrument/)'],
};

export default {
  // A fresh PGlite takes a few seconds to migrate on a busy machine (a per-project timeout is ignored).
  testTimeout: 60000,
  projects: [
    webProject,
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      testPathIgnorePatterns: ['/node_modules/', ...QUIET_CLUSTER_FILES.map((file) => `/test/server/${file.replaceAll('.', '\\.')}$`)],
      extensionsToTreatAsEsm: ['.ts'],
    },
    {
      ...shared,
      displayName: 'server-quiet',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      testMatch: QUIET_CLUSTER_FILES.map((file) => `**/test/server/${file}`),
      extensionsToTreatAsEsm: ['.ts'],
    },
    {
      // The repository's own lint configuration is native ESM: its tests load it as Node does.
      ...shared,
      displayName: 'lint',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/lint'],
      extensionsToTreatAsEsm: ['.ts'],
    },
    {
      // Issue 16: portal processes on one PostgreSQL database (npm run test:server:postgres).
      ...shared,
      displayName: 'cluster',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/cluster'],
      extensionsToTreatAsEsm: ['.ts'],
    },
  ],
};
