import type { CaseDetail } from '../../../api/caseHandlingTypes';
import type { User } from '../../../api/types';
import { mayManageTagsAndCaseType } from '../../../domain/caseHandling';

/** Spec §6 'Manage tags and case types: secretariat' (the server's answer, or the same rule here). */
export const mayChangeTagsAndType = (user: User, detail: CaseDetail) =>
  detail.access.mayManage && (detail.access.mayManageTagsAndCaseType ?? mayManageTagsAndCaseType(user, detail));
