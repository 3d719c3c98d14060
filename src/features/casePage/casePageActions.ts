import { casePageActions } from './casePageSlice';

/**
 * The case page's actions by name (the slice's action creators). Only the case screens and their
 * sagas use them, so they load with that chunk; the main bundle keeps the reducer alone.
 */
export const {
  caseLoadRequested, caseLoaded, caseUnchanged, caseLoadFailed, caseLeft,
  lockRequested, lockAcquired, lockRenewed, lockRefused, lockLost, lockFailed, lockReleased,
  replyOpened, replyClosed, replyTextChanged, replyFileAdded, replyFileRejected, replyFileRemoved, replySubmitted, replySent, replyFailed,
  noteCreated, noteCreateFailed, noteDeleteRequested, noteDeleted, noteDeleteFailed, auditLogsLoaded,
  flagToggled, flagSaved, flagReverted,
  deadlineChanged, deadlineSaved, deadlineRolledBack, deadlineClearRequested, deadlineCleared, deadlineClearFailed,
  caseCloseRequested, caseClosed, caseCloseFailed,
  legalHoldRequested, legalHoldChanged, legalHoldFailed,
  usersInviteSubmitted, usersInvited, usersInviteFailed, secretariatInviteRequested, secretariatInvited, secretariatInviteFailed,
  alternativesRequested, alternativesLoaded, alternativesFailed,
  administratorsSubmitted, administratorsUpdated, administratorsUpdateFailed,
  categorySubmitted, caseTypeChanged, subCategoriesChanged, categorySubmitFinished,
  tagToggled, tagsSubmitted, tagsChanged, tagsChangeFailed,
} = casePageActions;
