/**
 * What only those who handle a case use on its page, in a chunk of its own ("caseHandling"): a
 * member who opens their case from a notice mail does not fetch it (ARCHITECTURE §6, the first
 * route's budget). Loaded through lazyHandlerTools.tsx.
 */
export { Notes } from './Notes';
export { AuditLog } from './AuditLog';
export { CaseModals } from './CaseModals';
export { SavedReplyPicker } from '../../savedReplies/components/SavedReplyPicker';
