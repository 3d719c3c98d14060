/**
 * Members, employees, the own password and the search (issue 11; spec §3 Member, Employee, §7).
 * A member with protectedIdentity is shown to others with name and member number only.
 */

/** The sort columns of a member search (src/domain/memberSearch.ts). */
export const memberSortColumns = ['name', 'memberNumber', 'city', 'workplace'] as const;
export type MemberSortColumn = (typeof memberSortColumns)[number];
/** The largest page of a member search. */
export const MAX_MEMBER_PAGE_SIZE = 100;
/** The longest search text the server takes. */
export const MAX_MEMBER_SEARCH_LENGTH = 100;

/** The calls' queries and answers: declared once, as schemas (./shapes/members.ts). */
export type {
  Employee, EmployeesResponse, Member, MemberContextQuery, MemberListItem, MemberSearchQuery, MemberSearchResponse, SearchCaseHit, SearchHit, SearchMemberHit,
  SearchResult,
} from './shapes/members';

/** `context` of Association/{id}/Members/Get: the association, its board, or one of its workplaces (its id). */
export type MemberContextParam = 'association' | 'board' | string;

/**
 * POST User/ChangePassword: the built-in sign-in's password of the signed-in user. Errors (400,
 * nothing changed): WRONG_CURRENT_PASSWORD, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG,
 * PASSWORD_TOO_COMMON, PASSWORD_UNCHANGED, NO_PASSWORD (an account without a built-in password),
 * VALIDATION_FAILED. Success: 200 { changed: true } (ChangePasswordResponse, ./shapes/user.ts).
 */
export interface ChangePasswordRequest {
  password: string;
  currentPassword: string;
}
