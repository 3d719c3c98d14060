/**
 * Mutation testing of the trust paths (issue 33): `npm run mutate` (scripts/mutate.js) runs one
 * Stryker run per part below, each mutating its sources against the tests that guard them (a
 * mutant is run only with the tests that reached it). Too slow for CI; run it before resolving
 * work that touches these paths. MUTATE_PART picks the part; the reports go to reports/mutation/.
 */
import process from 'node:process';

export const parts = {
  domain: {
    mutate: ['src/domain/**/*.ts', '!src/domain/caseListContext.ts'],
    tests: ['test/domain/**/*.test.ts'],
  },
  'case-list-context': {
    // The rule, and the server's facts for it (resolveCaseContext); server/cases/list/listContext.ts is the
    // list's change detection, guarded by the case-list tests, not by these.
    mutate: ['src/domain/caseListContext.ts', 'server/cases/access.ts:51-68'],
    tests: ['test/domain/caseListContext.test.ts', 'test/server/case-context.table.test.ts'],
  },
  auth: {
    mutate: ['server/auth/**/*.ts'],
    tests: [
      'test/server/tokenVerifier.test.ts', 'test/server/api-auth.test.ts', 'test/server/hardening-auth.test.ts',
      'test/server/loginThrottle.test.ts', 'test/server/changePassword.test.ts', 'test/server/oidc.test.ts',
      'test/server/user.test.ts', 'test/cluster/changeFeed.test.ts',
    ],
  },
  'change-feed': {
    mutate: ['server/db/changeFeed.ts'],
    // The two-process tests (twoProcesses, halfOpen) run the feed in child processes, where Stryker sees no coverage.
    tests: ['test/cluster/changeFeed.test.ts', 'test/cluster/changeFeedApp.test.ts'],
  },
  notifications: {
    // With the process's pg-boss, on which the mail queue runs its worker.
    mutate: ['server/notifications/**/*.ts', 'server/jobs/**/*.ts'],
    tests: [
      'test/server/notifications.test.ts', 'test/server/notifications-kill.test.ts', 'test/server/course-mail.test.ts',
      'test/server/notifications-relay.test.ts', 'test/server/notifications-rules.test.ts', 'test/server/notifications-problems.test.ts',
      'test/server/notifications-cases.test.ts', 'test/server/deadline-reminders.test.ts',
      'test/cluster/notifications.test.ts', 'test/cluster/queueStart.test.ts', 'test/cluster/metrics.test.ts',
      'test/cluster/notificationsQueue.test.ts', 'test/cluster/jobBoss.test.ts', 'test/server/notifications-summaries.test.ts',
      'test/server/notifications-settingsStore.test.ts', 'test/server/notifications-outboxStats.test.ts',
      'test/server/notifications-loop.test.ts', 'test/server/notifications-pages.test.ts',
    ],
  },
  'case-page-follows': {
    // Issue 35: the open case follows a colleague's change, never dropped while the page is loading or saving.
    environment: 'web',
    mutate: ['src/features/casePage/workers/caseLoading.ts:33-55'],
    tests: ['test/web/features/casePage/followsColleagues.test.ts', 'test/web/features/casePage/noEcho.test.ts'],
  },
  'saved-replies-where': {
    // Where the saved replies' code loads, and for whom (a member's case page fetches none), and the picker's ask kept.
    environment: 'web',
    mutate: ['src/features/savedReplies/savedRepliesSagas.ts'],
    tests: ['test/web/features/savedReplies/savedRepliesUsedHere.test.ts', 'test/web/features/savedReplies/savedReplies.test.tsx'],
  },
  metrics: {
    // Issue 38: each request's share of the process's CPU (the day bench's two-over-one ratio rests on it) and its hooks.
    // And the median of the day bench's rounds with its interval.
    mutate: ['server/metrics/cpuShare.ts', 'server/metrics/metricsRoutes.ts', 'server/http/aroundHandlers.ts', 'server/metrics/gcPauses.ts', 'scripts/lib/medianInterval.ts'],
    tests: [
      'test/server/cpuShare.test.ts', 'test/server/metrics.test.ts', 'test/server/metricsRequestCpu.test.ts', 'test/server/aroundHandlers.test.ts',
      'test/server/gcPauses.test.ts', 'test/server/medianInterval.test.ts',
    ],
  },
  'cpu-ratio': {
    // Issue 38: the day bench's control and the budgeted ratio that takes the machine's price off.
    mutate: ['scripts/lib/rateControl.ts'],
    tests: ['test/server/rateControl.test.ts'],
  },
};

const name = process.env.MUTATE_PART ?? 'domain';
const part = parts[name];
if (!part) throw new Error(`MUTATE_PART: one of ${Object.keys(parts).join(', ')}`);
// MUTATE_STATIC=1 runs the static mutants too (below); each runs with every test of the run, so
// MUTATE_TESTS (comma-separated) may narrow the part's tests to the files that reach that code
// (a route's path and schema, built in a beforeAll).
const tests = process.env.MUTATE_TESTS ? process.env.MUTATE_TESTS.split(',').map((file) => file.trim()) : part.tests;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: part.mutate,
  testRunner: 'jest',
  // The server's tests are native ESM in jest (package.json's test scripts): the runner's worker needs the flag too.
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: {
    projectType: 'custom',
    configFile: 'jest.mutate.config.js',
    config: { testMatch: tests.map((file) => `<rootDir>/${file}`) },
  },
  // perTest: a mutant runs only with the tests that reached it while they ran (their beforeEach and
  // afterEach included). What a beforeAll runs is reached by no test (a static mutant): with
  // ignoreStatic it is ignored, or run only with the other tests that reached it, so a test file
  // starts what it tests in the test or in its beforeEach (test/cluster/notificationsQueue.test.ts).
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  ignoreStatic: process.env.MUTATE_STATIC !== '1',
  concurrency: Number(process.env.MUTATE_CONCURRENCY ?? 1),
  // Generous: on a busy machine a slow run is otherwise reported as a timeout (counted as detected).
  timeoutMS: 60000,
  // The first run of a server part (PostgreSQL databases, seeding, the app) takes minutes on a busy machine.
  dryRunTimeoutMinutes: 30,
  ignorePatterns: ['dist', 'data', 'coverage', 'test-results', 'playwright-report', 'reports', 'test/e2e', 'test/replays'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  thresholds: { high: 90, low: 85, break: null },
};
