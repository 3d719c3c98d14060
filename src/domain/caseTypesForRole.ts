import type { User } from '../api/types';
import { CaseTypeCode } from './caseCatalogue';
import { boardAssociationIds } from './caseAccess';
import type { Role } from './roles';

const T = CaseTypeCode;

/**
 * Spec §6: what a member may create; the national type only with national associations.
 * Issue 34: a member with protected identity writes to the union's head office only
 * (protectedIdentityCaseTypes): the two direct-contact types would reach a board or the union
 * representatives of their own workplace, people who may know them and must not learn where they are.
 */
export function memberCaseTypes(user: User): CaseTypeCode[] {
  if (user.protectedIdentity) return [...protectedIdentityCaseTypes];
  return [
    T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION,
    ...(user.nationalAssociations.length > 0 ? [T.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION] : []),
    T.COUNSELING,
    T.YOUR_MEMBERSHIP,
    T.OTHER,
  ];
}

/** Spec §6: the secretariat handles anything except the association-contact and board types. */
export const secretariatCaseTypes: readonly CaseTypeCode[] = [T.COUNSELING, T.YOUR_MEMBERSHIP, T.OTHER];

/**
 * Issue 34: the head office's types, read by the secretariat (a membership case about fees also by
 * the economists of Vasabyrån); none carries an association or a workplace.
 */
export const protectedIdentityCaseTypes: readonly CaseTypeCode[] = secretariatCaseTypes;

/** Spec §6: economists only YOUR_MEMBERSHIP. */
export const economistCaseTypes: readonly CaseTypeCode[] = [T.YOUR_MEMBERSHIP];

export const isNationalAssociationOf = (user: User, organisationId: string) =>
  user.nationalAssociations.some((a) => a.id === organisationId);

/**
 * Spec §6, organisation: a national association deals with BOARD_MATTER and
 * DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION, any other with DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION
 * and BOARD_MATTER. Without a chosen organisation: the types of every organisation the user handles.
 */
export function organisationCaseTypes(user: User, organisationId?: string | null): CaseTypeCode[] {
  const forOne = (id: string | null): CaseTypeCode[] => (id !== null && isNationalAssociationOf(user, id)
    ? [T.BOARD_MATTER, T.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION]
    : [T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, T.BOARD_MATTER]);
  if (organisationId) return forOne(organisationId);
  const ids = boardAssociationIds(user);
  const found = new Set<CaseTypeCode>(ids.length ? ids.flatMap(forOne) : forOne(null));
  return caseTypeOrder.filter((t) => found.has(t));
}

/** The order the types are offered in (that of the catalogue). */
export const caseTypeOrder: readonly CaseTypeCode[] = [
  T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION,
  T.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION,
  T.COUNSELING,
  T.YOUR_MEMBERSHIP,
  T.OTHER,
  T.BOARD_MATTER,
];

/** The case types a role deals with (the type filter of its case list). */
export function roleCaseTypes(user: User, role: Role, organisationId?: string | null): CaseTypeCode[] {
  switch (role) {
    case 'member': return memberCaseTypes(user);
    case 'secretariat': return [...secretariatCaseTypes];
    case 'economist': return [...economistCaseTypes];
    case 'organization': return organisationCaseTypes(user, organisationId);
  }
}

/**
 * The case types the user may create in a role (Case/CaseTypes). Spec §6: organisations cannot
 * create the two direct-contact types, so an organisation creates board matters, and only where
 * the user sits on the board.
 */
export function creatableCaseTypes(user: User, role: Role, organisationId?: string | null): CaseTypeCode[] {
  if (role !== 'organization') return roleCaseTypes(user, role, organisationId);
  const boards = boardAssociationIds(user);
  const allowed = organisationId ? boards.includes(organisationId) : boards.length > 0;
  return allowed ? [T.BOARD_MATTER] : [];
}

/** Spec §6: creating on behalf of a member uses the member role, with that member's list. */
export const caseTypesForAnotherUser = (member: User): CaseTypeCode[] => memberCaseTypes(member);

/** Spec §6: the secretariat creates cases on behalf of members. */
export const mayCreateForAnotherUser = (user: User): boolean => user.isKanslist;
