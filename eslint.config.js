import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import boundaries from './scripts/lint/featureBoundaries.js';

const noFocusedTests = {
  selector: "MemberExpression[object.name='it'][property.name=/^(only|skip)$/], MemberExpression[object.name='test'][property.name=/^(only|skip)$/], MemberExpression[object.name='describe'][property.name=/^(only|skip)$/]",
  message: 'No focused or skipped tests on main.',
};

/** Issue 35: what starts a query or a transaction on a Kysely instance (the db or a trx). */
const queryBuilderCalls = ['selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto', 'transaction', 'connection', 'executeQuery'];
const routesQueryMessage = 'No query in server/routes (issue 35): call a store of the aggregate (server/<area>/…Store.ts), which takes the db or the transaction.';
/** Issue 38: date-fns by function. Its root loads every function: about 140 MB more resident in each server process at its start. */
const dateFnsRoot = { name: 'date-fns', message: "Import the function's own path (date-fns/addDays): the root loads all of date-fns, about 140 MB resident in a server process (issue 38)." };

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'coverage/', 'node_modules/', 'test-results/', 'playwright-report/', 'reports/', '.stryker-tmp/', 'test/web/styleStub.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // ARCHITECTURE §2 "Boundaries": what a folder of the SPA may import (scripts/lint/featureBoundaries.js).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { portal: boundaries },
    rules: { 'portal/feature-boundaries': 'error' },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,js}', 'test/server/**/*.ts', 'test/e2e/**/*.ts', '*.js', '*.ts', '.ci/**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [dateFnsRoot] }],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    // Issue 35, ARCHITECTURE §2: a route handler calls its aggregate's store (server/<area>/…Store.ts and
    // the query modules beside them); no query in server/routes, nor in a feature's route file beside
    // its store (server/<area>/…Routes.ts). A type (Database, a row) may be named.
    files: ['server/routes/**/*.ts', 'server/**/*Routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'kysely', allowTypeImports: true, message: routesQueryMessage }, dateFnsRoot],
        patterns: [{ group: ['**/db/database', '**/db/database.js'], allowTypeImports: true, message: routesQueryMessage }],
      }],
      'no-restricted-syntax': ['error', noFocusedTests, {
        selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${queryBuilderCalls.join('|')})$/]`,
        message: routesQueryMessage,
      }],
    },
  },
);
