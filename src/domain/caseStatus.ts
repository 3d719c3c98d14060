/** Case status (spec §4). */
export const CaseStatus = { CREATED: 1, IN_PROGRESS: 2, CLOSED: 3, UNDEFINED: 4 } as const;
export type CaseStatus = (typeof CaseStatus)[keyof typeof CaseStatus];

export const caseStatusLabel: Record<CaseStatus, string> = {
  [CaseStatus.CREATED]: 'Nytt',
  [CaseStatus.IN_PROGRESS]: 'Pågående',
  [CaseStatus.CLOSED]: 'Avslutat',
  [CaseStatus.UNDEFINED]: '',
};

/** The plural used for the closed filter and headings. */
export const closedPluralLabel = 'Avslutade';

/** Default status filter: new and in progress (spec §4). */
export const defaultStatusFilter: CaseStatus[] = [CaseStatus.CREATED, CaseStatus.IN_PROGRESS];

/** Case event types of the audit log (spec §4). */
export const CaseEventType = {
  CREATED: 'CREATED',
  CREATED_FOR_ANOTHER_USER: 'CREATED_FOR_ANOTHER_USER',
  CASE_FLAGGED: 'CASE_FLAGGED',
  CASE_UNFLAGGED: 'CASE_UNFLAGGED',
  CHANGED_CASE_TYPE: 'CHANGED_CASE_TYPE',
  CASE_CLOSED: 'CASE_CLOSED',
  USER_ADDED: 'USER_ADDED',
} as const;
export type CaseEventType = (typeof CaseEventType)[keyof typeof CaseEventType];
