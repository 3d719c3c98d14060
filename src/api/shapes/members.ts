import { Type, type Static } from '@sinclair/typebox';
import { MAX_MEMBER_PAGE_SIZE, MAX_MEMBER_SEARCH_LENGTH, memberSortColumns } from '../memberTypes';
import { IdName, Maybe, NullableString, StringEnum, Uuid } from './common';
import { AssociationRef, NationalAssociationRef, UnionRepresentative } from './user';

/**
 * Members, employees and the search (issue 11; spec §3 Member, Employee, §7). A member with
 * protectedIdentity is shown to others with name and member number only: every other field below
 * is null (or empty) then, and nothing else is ever written.
 */

const memberListItemProperties = {
  id: Type.String(),
  name: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  memberNumber: NullableString,
  city: NullableString,
  /** The member's work association. */
  association: Maybe(IdName),
  workplace: Maybe(IdName),
  protectedIdentity: Type.Boolean(),
};
/** One row of a member search. */
export const MemberListItem = Type.Object(memberListItemProperties);
export type MemberListItem = Static<typeof MemberListItem>;

export const MemberSearchResponse = Type.Object({
  members: Type.Array(MemberListItem),
  /** Rows that match, over all pages. */
  total: Type.Number(),
  page: Type.Number(),
  size: Type.Number(),
});
export type MemberSearchResponse = Static<typeof MemberSearchResponse>;

/** GET Members/{id}/Get: one member as the caller may see them (404 outside the caller's reach). */
export const Member = Type.Object({
  ...memberListItemProperties,
  username: NullableString,
  email: NullableString,
  phone: NullableString,
  workplace: Maybe(Type.Object({ id: Type.String(), name: Type.String(), corperationName: Type.String() })),
  unionRepresentatives: Type.Array(UnionRepresentative),
  psychologyAssociations: Type.Array(AssociationRef),
  nationalAssociations: Type.Array(NationalAssociationRef),
});
export type Member = Static<typeof Member>;

/** GET Users/Employees: the secretariat's staff (spec §3 Employee). */
export const Employee = Type.Object({ id: Type.String(), firstname: Type.String(), lastname: Type.String(), name: Type.String() });
export type Employee = Static<typeof Employee>;
export const EmployeesResponse = Type.Object({ employees: Type.Array(Employee) });
export type EmployeesResponse = Static<typeof EmployeesResponse>;

const searchProperties = {
  text: Type.String({ maxLength: MAX_MEMBER_SEARCH_LENGTH }),
  sort: StringEnum(memberSortColumns),
  direction: StringEnum(['asc', 'desc'] as const),
  /** From 1. */
  page: Type.Integer({ minimum: 1, maximum: 100000 }),
  /** 1–100, default 20. */
  size: Type.Integer({ minimum: 1, maximum: MAX_MEMBER_PAGE_SIZE }),
};
/**
 * GET Members/Search (every member: the secretariat and economists) and GET
 * Association/{id}/Members/Get?context=… (an association's members, its board, or a workplace):
 * `text` matches case-insensitively any field of the row (name, member number, city, work
 * association, workplace; of a protected member name and member number only). Paged on the server.
 */
export const MemberSearchQuery = Type.Partial(Type.Object(searchProperties));
export type MemberSearchQuery = Static<typeof MemberSearchQuery>;
/** Association/{id}/Members/Get's query: the search's, and `context` (MemberContextParam). */
export const MemberContextQuery = Type.Partial(Type.Object({
  ...searchProperties, context: Type.Union([StringEnum(['association', 'board'] as const), Uuid]),
}));
export type MemberContextQuery = Static<typeof MemberContextQuery>;

/** One hit of Search/{term} in a group without its own shape yet (posts, documents, courses). */
export const SearchHit = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** Where the hit opens in the portal. */
  href: Type.String(),
  /** Issue 23, to tell hits apart: a post's publishing day, a course's start, a document's upload (ISO). */
  date: Type.Optional(Type.String()),
  /** Where it belongs: the association or workplace, a course's location, 'Kansliet'. */
  place: Type.Optional(Type.String()),
});
export type SearchHit = Static<typeof SearchHit>;

export const SearchCaseHit = Type.Object({
  id: Type.String(),
  title: Type.String(),
  caseType: Type.Object({ type: Type.String(), title: Type.String() }),
  status: Type.Number(),
  ownerUser: IdName,
  /** The case page in the role the caller sees it in. */
  href: Type.String(),
  /** Issue 23: when it was opened (ISO). */
  created: Type.Optional(Type.String()),
});
export type SearchCaseHit = Static<typeof SearchCaseHit>;

export const SearchMemberHit = Type.Object({
  ...memberListItemProperties,
  /** The member page, in the caller's member search. */
  href: Type.String(),
});
export type SearchMemberHit = Static<typeof SearchMemberHit>;

/**
 * GET Search/{term}: what the caller may see that matches, grouped, at most SEARCH_GROUP_SIZE of
 * each (src/domain/search.ts). Posts, documents and courses answer empty lists until their
 * features plug in.
 */
export const SearchResult = Type.Object({
  term: Type.String(),
  cases: Type.Array(SearchCaseHit),
  members: Type.Array(SearchMemberHit),
  posts: Type.Array(SearchHit),
  documents: Type.Array(SearchHit),
  courses: Type.Array(SearchHit),
});
export type SearchResult = Static<typeof SearchResult>;
