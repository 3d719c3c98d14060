import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectRouteParams } from '../../app/navigation/selectors';
import { inScope } from '../../domain/documentList';
import type { DocumentScope } from '../../domain/documents';
import { selectFiles } from '../files/selectors';
import { selectMembersState } from '../members/selectors';
import { HOME_LIST_SIZE } from './selectors';
import { compareCodeUnits } from '../../domain/sorting';

/** The selectors of the place homes only (not Min översikt, the first route: kept out of its chunk). */

/** The latest documents of the home's area and scope, once that area's files are loaded (organisation home: the public ones). */
export const makeSelectHomeDocuments = () => createSelector(
  [selectFiles, (_state: RootState, area: string | null) => area, (_s: RootState, _a: string | null, scope: DocumentScope) => scope, (_s: RootState, _a: string | null, _sc: DocumentScope, publicOnly: boolean) => publicOnly],
  (files, area, scope, publicOnly) => {
    if (!area || files.area !== area) return { status: 'waiting' as const, rows: [] };
    const rows = files.items
      .filter((file) => inScope(file, scope) && (!publicOnly || file.isPublic))
      .sort((a, b) => compareCodeUnits(b.uploadedAt, a.uploadedAt))
      .slice(0, HOME_LIST_SIZE);
    return { status: files.status, rows };
  },
);

/** The board's members on the board home (the members feature's board context), when loaded. */
export const selectBoardMembers = createSelector([selectMembersState, selectRouteParams], (members, params) => {
  const context = members.context;
  if (!context || context.kind !== 'board' || context.organisationId !== params.organizationId) return null;
  return { status: members.status, rows: members.results?.members ?? [] };
});
export { selectOrganisationFacts } from './homeName';
