/** Issue 37, "Vem har sett mina uppgifter": the access log's calls. Re-exported from ./types. */

/** In which capacity someone read (src/domain/accessLog.ts): the secretariat, the economists, a board, a workplace's representative, or one added to the case. */
export const ACCESS_VIEWER_ROLES = ['secretariat', 'economist', 'board', 'representative', 'participant'] as const;
export type AccessViewerRole = (typeof ACCESS_VIEWER_ROLES)[number];
/** What was read: the member's record (member page, Members/{id}/Get, User/{id}/Get) or one of their cases (Case/Get). Both sides use these values. */
export const ACCESS_LOG_OBJECTS = ['member', 'case'] as const;
export type AccessLogObject = (typeof ACCESS_LOG_OBJECTS)[number];
/** The largest page of GET User/AccessLog and GET Members/{id}/AccessLog. */
export const MAX_ACCESS_LOG_PAGE_SIZE = 100;

/** The calls' query and answers: declared once, as schemas (./shapes/accessLog.ts). */
export type { AccessLogEntry, AccessLogPage, AccessLogQuery } from './shapes/accessLog';
