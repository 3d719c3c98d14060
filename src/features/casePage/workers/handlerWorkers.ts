import { inviteSecretariat, inviteUsers, saveAdministrators } from './administratorsAndInvitations';
import { clearDeadline, closeCase, saveCategory, saveDeadline, saveFlag, saveTags } from './caseAttributes';
import { saveLegalHold } from './legalHold';
import { loadAlternatives } from './modalAlternatives';
import { deleteNote } from './notesAndAuditLog';

/**
 * The workers of what only a case's handlers do (flag, deadline, close, category, tags, legal hold,
 * invitations, administrators, a note's removal): with the handlers' tools in the "caseHandling"
 * chunk, which a member's case page never fetches (casePageFlows.ts `handlerWork`).
 */
const handlerWorkers = {
  saveFlag, saveDeadline, clearDeadline, closeCase, saveCategory, saveTags, saveLegalHold,
  inviteUsers, inviteSecretariat, saveAdministrators, loadAlternatives, deleteNote,
};
export type HandlerWorkers = typeof handlerWorkers;
export default handlerWorkers;
