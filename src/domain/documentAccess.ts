import type { User } from '../api/types';
import type { DocumentAreaKind } from '../api/documentTypes';
import { ownAssociationIds } from './associationAccess';
import { boardAssociationIds as allBoardAssociationIds, organisationRoleWithheld, representedWorkplaceIds } from './caseAccess';

/** The associations whose board the user acts for: none until the GDPR information is accepted (spec §1, issue 14). */
const boardAssociationIds = (user: User): string[] => (organisationRoleWithheld(user) ? [] : allBoardAssociationIds(user));

/**
 * Who may read and manage which document area (spec §6, issue 10). Used by the server for every
 * call and document id, and by the SPA to decide what to show.
 *
 * - The secretariat area: read and managed by the secretariat only.
 * - An association's area: managed by the secretariat and the association's board members; its
 *   board sees every file, its members the public files of the association itself.
 * - A workplace's documents (files of the association with a workplace): the members of that
 *   workplace, its representatives and whoever manages the association.
 * - Spec §6 says any user can toggle a file's public flag ("finer rules not shown"): read as any
 *   user who may manage the area (README).
 */

/** A document as far as access is concerned. */
export interface DocumentFacts {
  area: DocumentAreaKind;
  associationId: string | null;
  workplaceId: string | null;
  isPublic: boolean;
}

export const mayReadSecretariatDocuments = (user: User) => user.isKanslist;
export const mayManageSecretariatDocuments = (user: User) => user.isKanslist;

/** Spec §6: the secretariat in every association, board members in their own. */
export function mayManageAssociationDocuments(user: User, associationId: string): boolean {
  return user.isKanslist || boardAssociationIds(user).includes(associationId);
}

/** The workplaces whose documents the user sees as a member or representative (managers see all). */
export function ownWorkplaceIds(user: User): string[] {
  const ids = representedWorkplaceIds(user);
  if (user.workplace) ids.push(user.workplace.id);
  return [...new Set(ids)];
}

/** An association's document list opens for those who manage it, belong to it or work at one of its workplaces. */
export function mayReadAssociationDocuments(user: User, associationId: string): boolean {
  return mayManageAssociationDocuments(user, associationId) || ownAssociationIds(user).includes(associationId);
}

/** The board's documents (/organisation/{id}/styrelsen/dokument): only its board. */
export const mayReadBoardDocuments = (user: User, associationId: string) => boardAssociationIds(user).includes(associationId);

/** A workplace's documents: its members, its representatives, and whoever manages the association. */
export function mayReadWorkplaceDocuments(user: User, associationId: string, workplaceId: string): boolean {
  return mayManageAssociationDocuments(user, associationId) || ownWorkplaceIds(user).includes(workplaceId);
}

/** Whether the user may see this one document (its row in a list, its download). */
export function mayReadDocument(user: User, doc: DocumentFacts): boolean {
  if (doc.area === 'secretariat') return mayReadSecretariatDocuments(user);
  if (!doc.associationId) return false;
  if (mayManageAssociationDocuments(user, doc.associationId)) return true;
  if (doc.workplaceId) return ownWorkplaceIds(user).includes(doc.workplaceId);
  return doc.isPublic && ownAssociationIds(user).includes(doc.associationId);
}

/** Upload, delete and the public flag. */
export function mayManageDocument(user: User, doc: Pick<DocumentFacts, 'area' | 'associationId'>): boolean {
  if (doc.area === 'secretariat') return mayManageSecretariatDocuments(user);
  return doc.associationId !== null && mayManageAssociationDocuments(user, doc.associationId);
}

export { ownDocumentArea } from './documentArea';
