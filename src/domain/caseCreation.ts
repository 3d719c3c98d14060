import { NULL_ID, type User } from '../api/types';
import { CaseTypeCode, SubCategoryCode } from './caseCatalogue';
import { caseRoleRefusal } from './caseAccess';
import { associationChoices, autoSelectedAssociationId } from './autoAssociation';
import { caseTypesForAnotherUser, creatableCaseTypes } from './caseTypesForRole';
import type { Role } from './roles';

/** Lengths the server accepts (the spec shows none). */
export const CASE_TITLE_MAX = 200;
export const CASE_MESSAGE_MAX = 20000;

/** What the creation form sends (spec §3, case-create payload), without the files. */
export interface CaseCreateFields {
  caseType: string;
  title: string;
  message: string;
  associationId?: string | null;
  subCategory?: string | null;
}

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim() !== '';

/** Spec §5: the form is valid only with a case type, a title and a message (otherwise Skicka is disabled). */
export function isCaseFormComplete(fields: Pick<CaseCreateFields, 'caseType' | 'title' | 'message'>): boolean {
  return filled(fields.caseType) && filled(fields.title) && filled(fields.message);
}

export type MissingCaseField = 'caseType' | 'association' | 'title' | 'message';

/**
 * Issue 23: what keeps Skicka (or Nästa) disabled, in the order of the form, so that the button
 * can say it next to itself. The same rule as isCaseFormComplete, plus the association where the
 * type asks for one.
 */
export function missingCaseFields(fields: Pick<CaseCreateFields, 'caseType' | 'title' | 'message'>, associationMissing = false): MissingCaseField[] {
  const missing: MissingCaseField[] = [];
  if (!filled(fields.caseType)) missing.push('caseType');
  if (associationMissing) missing.push('association');
  if (!filled(fields.title)) missing.push('title');
  if (!filled(fields.message)) missing.push('message');
  return missing;
}

/** The all-zero id, an empty string and null all mean "no association". */
export const normaliseId = (id: string | null | undefined): string | null => (!id || id === NULL_ID ? null : id);

/** A new case as it will be stored. */
export interface ResolvedCase {
  caseType: string;
  title: string;
  message: string;
  associationId: string | null;
  workplaceId: string | null;
  subCategory: string | null;
  /** Spec §5: a case without association goes to the union's head office, i.e. the secretariat. */
  shouldBeHandledByKanslist: boolean;
}

export type CreateCheck = { ok: true; value: ResolvedCase } | { ok: false; errorCode: string; data?: Record<string, unknown> };

export interface CreateParams {
  /** Who sends the case. */
  actor: User;
  /** Set when the secretariat creates the case on behalf of this member (spec §6). */
  member?: User;
  /** The role the actor creates in (ignored on behalf of a member: the member role). */
  role: Role;
  /** The organisation of the list the case is created from (organisation role). */
  organisationId?: string | null;
  fields: CaseCreateFields;
  /** The sub-category codes of a case type of the catalogue; undefined for an unknown type. */
  subCategoriesOf: (caseType: string) => readonly string[] | undefined;
}

const fail = (errorCode: string, data?: Record<string, unknown>): CreateCheck => ({ ok: false, errorCode, data });

/**
 * The rules of spec §5 and §6 for a new case, checked on the server (and usable by the SPA):
 * required fields, who may create which type, the economist's fixed sub-category, and which
 * association the case is addressed to.
 */
export function checkCaseCreate(params: CreateParams): CreateCheck {
  const { actor, member, fields, subCategoriesOf } = params;
  const forAnotherUser = member !== undefined;
  const owner = member ?? actor;
  const role: Role = forAnotherUser ? 'member' : params.role;

  if (!filled(fields.caseType)) return fail('CASE_TYPE_REQUIRED');
  if (!filled(fields.title)) return fail('TITLE_REQUIRED');
  if (!filled(fields.message)) return fail('MESSAGE_REQUIRED');
  const title = fields.title.trim();
  const message = fields.message.trim();
  if (title.length > CASE_TITLE_MAX) return fail('TITLE_TOO_LONG', { max: CASE_TITLE_MAX });
  if (message.length > CASE_MESSAGE_MAX) return fail('MESSAGE_TOO_LONG', { max: CASE_MESSAGE_MAX });

  const refusal = forAnotherUser ? null : caseRoleRefusal(actor, role);
  if (refusal) return fail(refusal, { role });
  const type = fields.caseType;
  const subCategories = subCategoriesOf(type);
  if (subCategories === undefined) return fail('UNKNOWN_CASE_TYPE', { caseType: type });
  const allowed: string[] = forAnotherUser ? caseTypesForAnotherUser(owner) : creatableCaseTypes(actor, role, params.organisationId);
  if (!allowed.includes(type)) return fail('CASE_TYPE_NOT_ALLOWED', { caseType: type, allowed });

  // Spec §5: economist users get the fixed sub-category ECONOMY.
  let subCategory = normaliseId(fields.subCategory);
  if (role === 'economist') {
    if (subCategory !== null && subCategory !== SubCategoryCode.ECONOMY) return fail('INVALID_SUB_CATEGORY', { subCategory, allowed: [SubCategoryCode.ECONOMY] });
    subCategory = SubCategoryCode.ECONOMY;
  }
  if (subCategory !== null && !subCategories.includes(subCategory)) return fail('INVALID_SUB_CATEGORY', { subCategory, allowed: subCategories });

  const requested = normaliseId(fields.associationId);
  let associationId: string | null;
  if (forAnotherUser && type === CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION) {
    // Spec §5: no association is sent; the case goes to the member's own association and workplace.
    if (requested !== null) return fail('ASSOCIATION_NOT_ALLOWED');
    associationId = owner.workAssociation?.id
      ?? (owner.psychologyAssociations.length === 1 ? owner.psychologyAssociations[0].id : null);
    if (associationId === null) return fail('ASSOCIATION_REQUIRED');
  } else {
    const choices = associationChoices(owner, role, type, { organisationId: params.organisationId, forAnotherUser });
    const ids = [...choices.nationalAssociations, ...choices.psychologyAssociations].map((a) => a.id);
    if (ids.length === 0) {
      if (requested !== null) return fail('ASSOCIATION_NOT_ALLOWED');
      associationId = null;
    } else {
      associationId = requested ?? autoSelectedAssociationId(owner, { type, ...choices }, { forAnotherUser });
      if (associationId === null) return fail('ASSOCIATION_REQUIRED');
      if (!ids.includes(associationId)) return fail('INVALID_ASSOCIATION', { associationId });
    }
  }
  // A member's own psychology association: the case goes to the union representatives of their workplace.
  const workplaceId = type === CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION && associationId !== null
    && associationId === owner.workAssociation?.id ? owner.workplace?.id ?? null : null;

  return {
    ok: true,
    value: { caseType: type, title, message, associationId, workplaceId, subCategory, shouldBeHandledByKanslist: associationId === null },
  };
}
