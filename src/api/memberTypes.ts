import type { AssociationRef, NationalAssociationRef, UnionRepresentative, User } from './types';

/**
 * Members, employees, the own password and the search (issue 11; spec §3 Member, Employee, §7).
 * A member with protectedIdentity is shown to others with name and member number only: every
 * other field below is null (or empty) then.
 */

/** The sort columns of a member search (src/domain/memberSearch.ts). */
export type MemberSortColumnDto = 'name' | 'memberNumber' | 'city' | 'workplace';

/** One row of a member search. */
export interface MemberListItem {
  id: string;
  name: string;
  firstname: string;
  lastname: string;
  memberNumber: string | null;
  city: string | null;
  /** The member's work association. */
  association: { id: string; name: string } | null;
  workplace: { id: string; name: string } | null;
  protectedIdentity: boolean;
}

/**
 * GET Members/Search (every member: the secretariat and economists) and GET
 * Association/{id}/Members/Get?context=… (an association's members, its board, or a workplace):
 * `text` matches case-insensitively any field of the row (name, member number, city, work
 * association, workplace; of a protected member name and member number only). Paged on the server.
 */
export interface MemberSearchQuery {
  text?: string;
  sort?: MemberSortColumnDto;
  direction?: 'asc' | 'desc';
  /** From 1. */
  page?: number;
  /** 1–100, default 20. */
  size?: number;
}

/** `context` of Association/{id}/Members/Get: the association, its board, or one of its workplaces (its id). */
export type MemberContextParam = 'association' | 'board' | string;

export interface MemberSearchResponse {
  members: MemberListItem[];
  /** Rows that match, over all pages. */
  total: number;
  page: number;
  size: number;
}

/** GET Members/{id}/Get: one member as the caller may see them (404 outside the caller's reach). */
export interface Member extends MemberListItem {
  username: string | null;
  email: string | null;
  phone: string | null;
  workplace: { id: string; name: string; corperationName: string } | null;
  unionRepresentatives: UnionRepresentative[];
  psychologyAssociations: AssociationRef[];
  nationalAssociations: NationalAssociationRef[];
}

/** GET Users/Employees: the secretariat's staff (spec §3 Employee). */
export interface Employee {
  id: string;
  firstname: string;
  lastname: string;
  name: string;
}

export interface EmployeesResponse {
  employees: Employee[];
}

/**
 * POST User/ChangePassword: the built-in sign-in's password of the signed-in user. Errors (400,
 * nothing changed): WRONG_CURRENT_PASSWORD, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG,
 * PASSWORD_TOO_COMMON, PASSWORD_UNCHANGED, NO_PASSWORD (an account without a built-in password),
 * VALIDATION_FAILED. Success: 200 { changed: true }.
 */
export interface ChangePasswordRequest {
  password: string;
  currentPassword: string;
}

export interface ChangePasswordResponse {
  changed: true;
}

/** One hit of Search/{term} in a group without its own shape yet (posts, documents, courses). */
export interface SearchHit {
  id: string;
  title: string;
  /** Where the hit opens in the portal. */
  href: string;
  /** Issue 23, to tell hits apart: a post's publishing day, a course's start, a document's upload (ISO). */
  date?: string;
  /** Where it belongs: the association or workplace, a course's location, 'Kansliet'. */
  place?: string;
}

export interface SearchCaseHit {
  id: string;
  title: string;
  caseType: { type: string; title: string };
  status: number;
  ownerUser: { id: string; name: string };
  /** The case page in the role the caller sees it in. */
  href: string;
  /** Issue 23: when it was opened (ISO). */
  created?: string;
}

export interface SearchMemberHit extends MemberListItem {
  /** The member page, in the caller's member search. */
  href: string;
}

/**
 * GET Search/{term}: what the caller may see that matches, grouped, at most SEARCH_GROUP_SIZE of
 * each (src/domain/search.ts). Posts, documents and courses answer empty lists until their
 * features plug in.
 */
export interface SearchResult {
  term: string;
  cases: SearchCaseHit[];
  members: SearchMemberHit[];
  posts: SearchHit[];
  documents: SearchHit[];
  courses: SearchHit[];
}

/** GET User/{id}/Get: the User with its contact details (null for others when protected). */
export interface UserDetails extends User {
  email: string | null;
  phone: string | null;
  city: string | null;
  memberNumber: string | null;
}
