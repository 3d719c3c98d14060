import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';

/** The repository's own lint configuration, run on a snippet placed at a path of src/. */
const configUrl = new URL('../../eslint.config.js', import.meta.url);
const root = path.dirname(fileURLToPath(configUrl));
const config = ((await import(configUrl.href)) as { default: Linter.Config[] }).default;
const linter = new Linter({ configType: 'flat', cwd: root });
function boundaryErrors(file: string, code: string): string[] {
  return linter.verify(code, config, { filename: path.join(root, file) })
    .filter((message) => message.ruleId === 'portal/feature-boundaries')
    .map((message) => message.message);
}

describe('feature boundaries (ARCHITECTURE §2)', () => {
  test('a feature may not import another feature\'s route screens, flows, workers or API client', () => {
    const file = 'src/features/members/pages/Probe.tsx';
    expect(boundaryErrors(file, "import { ProfilePage } from '../../profile/pages/ProfilePage';\nexport const x = ProfilePage;")).toHaveLength(1);
    expect(boundaryErrors(file, "import flows from '../../cases/caseListFlows';\nexport const x = flows;")).toHaveLength(1);
    expect(boundaryErrors(file, "import { createCasesApi } from '../../cases/casesApi';\nexport const x = createCasesApi;")).toHaveLength(1);
    expect(boundaryErrors(file, "import { loadCase } from '../../casePage/workers/caseLoading';\nexport const x = loadCase;")).toHaveLength(1);
    expect(boundaryErrors(file, "export const load = () => import('../../files/filesFlows');")).toHaveLength(1);
  });

  test('a feature may use another feature\'s slice, selectors, components and types', () => {
    const file = 'src/features/members/pages/Probe.tsx';
    expect(boundaryErrors(file, [
      "import { selectUser } from '../../user/selectors';",
      "import { toastRequested } from '../../toasts/toastsSlice';",
      "import { Pagination } from '../../cases/components/Pagination';",
      "import type { CasesApi } from '../../cases/casesApi';",
      "import { MemberPage } from './MemberPage';",
      'export const x = [selectUser, toastRequested, Pagination, MemberPage] as unknown as CasesApi;',
    ].join('\n'))).toEqual([]);
  });

  test('domain, lib, ui, text and api import no feature and nothing of app', () => {
    expect(boundaryErrors('src/domain/probe.ts', "import { selectUser } from '../features/user/selectors';\nexport const x = selectUser;")).toHaveLength(1);
    expect(boundaryErrors('src/lib/probe.ts', "import { makeStore } from '../app/store';\nexport const x = makeStore;")).toHaveLength(1);
    expect(boundaryErrors('src/ui/probe.tsx', "import { svCases } from '../text/svCases';\nexport const x = svCases;")).toEqual([]);
  });

  test('issue 35: src/api imports nothing of src/domain, not even a type (the rules read the shapes, not the other way round)', () => {
    expect(boundaryErrors('src/api/probe.ts', "import type { CaseListPart } from '../domain/caseListPart';\nexport type X = CaseListPart;")).toHaveLength(1);
    expect(boundaryErrors('src/api/probe.ts', "import { CASE_LIST_PARTS } from '../domain/caseListPart';\nexport const x = CASE_LIST_PARTS;")).toHaveLength(1);
    expect(boundaryErrors('src/domain/probe.ts', "import type { CaseListPart } from '../api/types';\nexport type X = CaseListPart;")).toEqual([]);
  });

  test('issue 35: the SPA imports the schemas of src/api/shapes, and TypeBox, only as types; the server and the shapes themselves as values', () => {
    const file = 'src/features/members/Probe.ts';
    expect(boundaryErrors(file, "import { Member } from '../../api/shapes/members';\nexport const x = Member;")).toHaveLength(1);
    expect(boundaryErrors(file, "export { Member } from '../../api/shapes/members';")).toHaveLength(1);
    expect(boundaryErrors(file, "export * from '../../api/shapes/members';")).toHaveLength(1);
    expect(boundaryErrors(file, "import { Type } from '@sinclair/typebox';\nexport const x = Type.String();")).toHaveLength(1);
    expect(boundaryErrors('src/api/memberTypes.ts', "import { Member } from './shapes/members';\nexport const x = Member;")).toHaveLength(1);
    expect(boundaryErrors(file, [
      "import type { Member } from '../../api/shapes/members';",
      "import { type MemberSearchResponse } from '../../api/shapes/members';",
      "import type { Static } from '@sinclair/typebox';",
      'export type X = [Member, MemberSearchResponse, Static<never>];',
    ].join('\n'))).toEqual([]);
    expect(boundaryErrors('src/api/memberTypes.ts', "export type { Member } from './shapes/members';")).toEqual([]);
    expect(boundaryErrors('src/api/shapes/members.ts', "import { Type } from '@sinclair/typebox';\nimport { IdName } from './common';\nexport const X = Type.Array(IdName);")).toEqual([]);
    expect(boundaryErrors('server/routes/probe.ts', "import { Member } from '../../src/api/shapes/members';\nexport const x = Member;")).toEqual([]);
  });

  test('app/ composes any feature', () => {
    expect(boundaryErrors('src/app/screens/Probe.tsx', "import { ProfilePage } from '../../features/profile/pages/ProfilePage';\nexport const x = ProfilePage;")).toEqual([]);
  });
});
