import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { MEMBER_PAGE_SIZE } from '../../domain/memberSearch';
import { initialMembersState, type MembersState } from './membersState';

/** The member search's state; before its chunk has loaded (a lazy slice), the initial one. */
export const selectMembersState = (state: RootState): MembersState => state.members ?? initialMembersState;
export const selectMemberView = (state: RootState) => selectMembersState(state).view;
export const selectMemberDetail = (state: RootState) => selectMembersState(state).member;

/** The page as the table shows it: rows, the range shown, the page count. */
export const selectMemberPage = createSelector([selectMembersState], ({ results, view }) => {
  if (!results) return { rows: [], total: 0, from: 0, to: 0, page: view.page, pageCount: 0 };
  const size = results.size || MEMBER_PAGE_SIZE;
  const from = results.total === 0 ? 0 : (results.page - 1) * size + 1;
  return {
    rows: results.members,
    total: results.total,
    from,
    to: from === 0 ? 0 : from + results.members.length - 1,
    page: results.page,
    pageCount: Math.ceil(results.total / size),
  };
});
