import type { AssociationOption, User } from '../api/types';
import { CaseTypeCode } from './caseCatalogue';
import type { Role } from './roles';

const T = CaseTypeCode;

export type { AssociationOption };

/** The associations a new case of one type can be addressed to (the two dropdowns of the modal). */
export interface AssociationChoices {
  nationalAssociations: AssociationOption[];
  psychologyAssociations: AssociationOption[];
}

export interface ChoiceOptions {
  /** The organisation of the list the case is created from (organisation role). */
  organisationId?: string | null;
  /** Created by the secretariat on behalf of `user`. */
  forAnotherUser?: boolean;
}

const none = (): AssociationChoices => ({ nationalAssociations: [], psychologyAssociations: [] });
const option = (a: { id: string; name: string }): AssociationOption => ({ id: a.id, name: a.name });

/**
 * Which associations the user may address with a case of this type in this role. Types that go
 * to the union's head office (counselling, membership, other) have none. Spec §5: on behalf of
 * another user a DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION case is sent without association.
 */
export function associationChoices(user: User, role: Role, type: string, options: ChoiceOptions = {}): AssociationChoices {
  const choices = none();
  if (type === T.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION && role === 'member') {
    choices.nationalAssociations = user.nationalAssociations.map(option);
  } else if (type === T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION && role === 'member' && !options.forAnotherUser) {
    const list = [...(user.workAssociation ? [option(user.workAssociation)] : []), ...user.psychologyAssociations.map(option)];
    choices.psychologyAssociations = list.filter((a, i) => list.findIndex((b) => b.id === a.id) === i);
  } else if (type === T.BOARD_MATTER && role === 'organization') {
    const board = (a: { id: string; role: string }) => a.role === 'Styrelsemedlem' && (!options.organisationId || a.id === options.organisationId);
    choices.psychologyAssociations = user.psychologyAssociations.filter(board).map(option);
    choices.nationalAssociations = user.nationalAssociations.filter(board).map(option);
  }
  return choices;
}

/**
 * Spec §5, the auto-selected association: the single national association for
 * DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION; the user's work association for a member writing to
 * the psychology association; the single psychology association, or the single manageable
 * organisation, for BOARD_MATTER. Null: the user chooses (or, on behalf of another user writing
 * to the psychology association, nothing is sent).
 */
export function autoSelectedAssociationId(
  user: Pick<User, 'workAssociation'>,
  caseType: { type: string } & AssociationChoices,
  options: { forAnotherUser?: boolean } = {},
): string | null {
  const { nationalAssociations: national, psychologyAssociations: psychology } = caseType;
  switch (caseType.type) {
    case T.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION:
      return national.length === 1 ? national[0].id : null;
    case T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION: {
      if (options.forAnotherUser) return null;
      const work = user.workAssociation?.id;
      if (work && psychology.some((a) => a.id === work)) return work;
      return psychology.length === 1 ? psychology[0].id : null;
    }
    case T.BOARD_MATTER:
      if (psychology.length === 1) return psychology[0].id;
      return psychology.length + national.length === 1 ? national[0].id : null;
    default:
      return null;
  }
}
