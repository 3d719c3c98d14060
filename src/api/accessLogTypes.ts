/** Issue 37, "Vem har sett mina uppgifter": the access log's calls. Re-exported from ./types. */

/** In which capacity someone read (src/domain/accessLog.ts): the secretariat, the economists, a board, a workplace's representative, or one added to the case. */
export type AccessViewerRole = 'secretariat' | 'economist' | 'board' | 'representative' | 'participant';
/** What was read: the member's record (member page, Members/{id}/Get, User/{id}/Get) or one of their cases (Case/Get). */
export type AccessLogObject = 'member' | 'case';

/** One entry, newest first. */
export interface AccessLogEntry {
  id: string;
  /** When (ISO): the first read of its window (src/domain/accessLog.ts accessLogWindow). */
  at: string;
  role: AccessViewerRole;
  /** The unit the viewer read for: 'Kansliet', 'Vasabyrån', an association or a workplace; null if none. */
  unit: string | null;
  /** Who, by name: only in the secretariat's reading of a protected member's log; always null to the member. */
  viewerName: string | null;
  what: AccessLogObject;
  /** The case opened (what = 'case'). */
  caseId: string | null;
  /** Its title, to the member only (their own case); null once retention erased the case. */
  caseTitle: string | null;
}

/** GET User/AccessLog (one's own) and GET Members/{id}/AccessLog (the secretariat's management, a protected member): `page` from 1, `size` 1–100 (default 20). */
export interface AccessLogQuery {
  page?: number;
  size?: number;
}

export interface AccessLogPage {
  entries: AccessLogEntry[];
  /** Entries over all pages. */
  total: number;
  page: number;
  size: number;
}
