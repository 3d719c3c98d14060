import { CaseTypeCode } from './caseCatalogue';
import { joinSwedishList } from './swedishList';

/**
 * Who receives a new case, and what the sender is told (spec §5). The notice in the creation
 * form and the confirmation after sending both use the receiver text.
 */
export interface ReceiverInput {
  caseType: string;
  /** The chosen (or auto-selected) association, if any. */
  association: { name: string } | null;
  /** The union representatives of the member's workplace (on behalf of a member) or one's own. */
  unionRepresentatives: readonly { name: string }[];
  /** Created by the secretariat on behalf of a member. */
  forAnotherUser?: boolean;
}

/** Spec §5 (expected answer time, §9). */
/** Swedish typography: an en dash in a range (issue 23). */
export const EXPECTED_ANSWER_TIME = '3–5 arbetsdagar';

export const FOR_ANOTHER_USER_NOTICE = 'Texten kommer att vara synlig för medlemmen.';
export const BOARD_MATTER_CONFIRMATION = 'Styrelsen ser meddelandet bland föreningens ärenden.';
export const DEFAULT_CONFIRMATION = `Någon kommer att höra av sig till dig. Vanligtvis svarar vi inom ${EXPECTED_ANSWER_TIME}.`;
export const CONFIRMATION_HEADING = 'Tack, ditt meddelande är skickat!';
/**
 * On behalf of a member the confirmation is read by the staff member who sent it: it says what
 * the member sees, not that someone will get in touch with the reader.
 */
export const forMemberConfirmation = (memberName: string | null) =>
  `${memberName ?? 'Medlemmen'} ser ärendet bland sina ärenden och får svar där, vanligtvis inom ${EXPECTED_ANSWER_TIME}.`;

/**
 * Spec §5: direct contact with the psychology association goes to the (member's or own) union
 * representatives; with a chosen organisation to its board; otherwise to the union's head office.
 */
export function receiverText({ caseType, association, unionRepresentatives, forAnotherUser = false }: ReceiverInput): string {
  const subject = forAnotherUser ? 'Ärendet skickas till' : 'Ditt ärende skickas till';
  if (caseType === CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION) {
    const whose = forAnotherUser ? 'medlemmens' : 'dina';
    const names = joinSwedishList(unionRepresentatives.map((r) => r.name));
    return `${subject} ${whose} fackliga ombud${names ? `: ${names}` : ''}.`;
  }
  if (association) return `${subject} styrelsen för ${association.name}.`;
  return `${subject} förbundets kansli.`;
}

/** The notice of the creation form: the receiver, and on behalf of a member that the member will see the text. */
export function receiverNotice(input: ReceiverInput): string {
  const receiver = receiverText(input);
  return input.forAnotherUser ? `${receiver} ${FOR_ANOTHER_USER_NOTICE}` : receiver;
}

/**
 * Spec §5: a board matter is seen by the board among the association's cases; otherwise someone
 * gets in touch. Sent on behalf of a member, the confirmation fits its reader (the staff member).
 */
export function confirmationText(caseType: string, forMember: { name: string | null } | null = null): string {
  if (caseType === CaseTypeCode.BOARD_MATTER) return BOARD_MATTER_CONFIRMATION;
  return forMember ? forMemberConfirmation(forMember.name) : DEFAULT_CONFIRMATION;
}
