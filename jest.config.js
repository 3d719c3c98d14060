/** Two projects: the SPA in jsdom (CommonJS through Babel) and the server in Node (native ESM). */
const shared = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

export default {
  // A fresh PGlite takes a few seconds to migrate on a busy machine (a per-project timeout is ignored).
  testTimeout: 60000,
  projects: [
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/test/web', '<rootDir>/test/domain', '<rootDir>/test/replays'],
      setupFilesAfterEnv: ['<rootDir>/test/web/setup.ts'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/test/web/styleStub.js' },
      // Redux DevTools' own instrument (ESM only) replays QA's logs in test/replays: Babel makes it CommonJS.
      transform: {
        '/node_modules/@redux-devtools/instrument/.+\\.js$': ['babel-jest', { babelrc: false, configFile: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] }],
        ...shared.transform,
      },
      transformIgnorePatterns: ['/node_modules/(?!@redux-devtools/instrument/)'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
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
