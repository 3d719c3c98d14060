import type { SavedReplyUnit } from '../api/savedReplyTypes';
import type { User } from '../api/types';
import { boardAssociationIds, handlesOrganisations, organisationRoleWithheld } from './caseAccess';

/**
 * Saved replies, "Svarsmallar" (issue 36): whose they are. Each belongs to one unit: the handler's
 * own ('personal:{userId}'), the secretariat's ('secretariat'), or an association board's
 * ('association:{id}'). A user sees the replies of the units they belong to, and no other: a reply
 * never reaches another unit. Their own they keep themselves; a shared unit's are kept by its
 * managers (the secretariat's by those with canManageSecretariat, a board's by its members).
 * Apart from the texts' rules (savedReplies.ts): the main bundle needs only `mayUseSavedReplies`.
 */

export type { SavedReplyUnit } from '../api/savedReplyTypes';

export const personalUnitKey = (userId: string) => `personal:${userId}`;

/** Who handles cases at all (and so may keep saved replies): the secretariat, the economists, board members and representatives. */
export const mayUseSavedReplies = (user: User): boolean => user.isKanslist || user.isEconomist || handlesOrganisations(user);

/** The units whose replies the user sees, their own first. */
export function savedReplyUnits(user: User): SavedReplyUnit[] {
  if (!mayUseSavedReplies(user)) return [];
  const units: SavedReplyUnit[] = [{ key: personalUnitKey(user.id), name: 'Mina egna', mayEdit: true }];
  if (user.isKanslist) units.push({ key: 'secretariat', name: 'Kansliet', mayEdit: user.canManageSecretariat });
  // A board member who has not accepted the GDPR information does not act for the board (spec §1).
  const boards = new Set(organisationRoleWithheld(user) ? [] : boardAssociationIds(user));
  for (const a of [...user.psychologyAssociations, ...user.nationalAssociations]) {
    if (boards.has(a.id)) units.push({ key: `association:${a.id}`, name: `Styrelsen, ${a.name}`, mayEdit: true });
  }
  return units;
}

/** The unit of that key as the user has it, or null when it is not theirs (then its replies are not found). */
export const savedReplyUnitOf = (user: User, key: string): SavedReplyUnit | null => savedReplyUnits(user).find((u) => u.key === key) ?? null;
