import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { isCaseFormComplete, missingCaseFields } from '../../domain/caseCreation';
import { mayAddMoreFiles, caseAttachmentRules } from '../../domain/fileTypes';
import { confirmationText, receiverNotice, receiverText } from '../../domain/receiver';
import { selectCaseCreation } from './caseCreationSlice';

export { selectCaseCreationOpen } from './openRequest';
export { selectCaseCreation };

const selectDraft = (state: RootState) => selectCaseCreation(state).draft;
const selectTypes = (state: RootState) => selectCaseCreation(state).caseTypes;

export const selectChosenCaseType = createSelector([selectTypes, selectDraft], (types, draft) =>
  types.find((t) => t.type === draft.caseType) ?? null);

/** The association the draft is addressed to, with its name. */
export const selectChosenAssociation = createSelector([selectChosenCaseType, selectDraft], (type, draft) =>
  (type && draft.associationId
    ? [...type.nationalAssociations, ...type.psychologyAssociations].find((a) => a.id === draft.associationId) ?? null
    : null));

/** A type with association choices needs one chosen (otherwise the server answers ASSOCIATION_REQUIRED). */
export const selectAssociationMissing = createSelector([selectChosenCaseType, selectDraft], (type, draft) =>
  type !== null && type.nationalAssociations.length + type.psychologyAssociations.length > 0 && !draft.associationId);

/** Spec §5: Skicka only with a case type, a title and a message (and not while sending). */
export const selectCanSubmit = createSelector([selectCaseCreation, selectAssociationMissing], (creation, associationMissing) =>
  creation.step === 'form'
  && isCaseFormComplete({ caseType: creation.draft.caseType ?? '', title: creation.draft.title, message: creation.draft.message })
  && !associationMissing
  && creation.submitStatus !== 'submitting');

/** Issue 23: what the form still needs before Skicka can be pressed (said next to the button). */
export const selectMissingFields = createSelector([selectCaseCreation, selectAssociationMissing], (creation, associationMissing) =>
  missingCaseFields({ caseType: creation.draft.caseType ?? '', title: creation.draft.title, message: creation.draft.message }, associationMissing));

/** Spec §2: the back link is hidden when only one type exists, and on the profile page. */
export const selectShowBackLink = (state: RootState) =>
  selectCaseCreation(state).caseTypes.length > 1 && selectCaseCreation(state).origin !== 'profile';

export const selectMayAddFiles = (state: RootState) => mayAddMoreFiles(selectCaseCreation(state).draft.files.length, caseAttachmentRules);

/** Spec §5: the receiver notice of the form, and the receiver and confirmation texts after sending. */
export const selectReceiverTexts = createSelector([selectCaseCreation, selectChosenAssociation], (creation, association) => {
  const caseType = creation.draft.caseType;
  if (!caseType) return null;
  const input = {
    caseType,
    association: association ? { name: association.name } : null,
    unionRepresentatives: creation.owner?.unionRepresentatives ?? [],
    forAnotherUser: creation.forAnotherUser,
  };
  return {
    notice: receiverNotice(input),
    receiver: receiverText(input),
    confirmation: confirmationText(caseType, creation.forAnotherUser ? { name: creation.member?.name ?? null } : null),
  };
});
