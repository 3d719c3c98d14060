import { Type, type Static } from '@sinclair/typebox';
import { ACCESS_LOG_OBJECTS, ACCESS_VIEWER_ROLES, MAX_ACCESS_LOG_PAGE_SIZE } from '../accessLogTypes';
import { NullableString, StringEnum } from './common';

/** Issue 37, "Vem har sett mina uppgifter", the access log's calls: GET User/AccessLog and GET Members/{id}/AccessLog. */

/** GET User/AccessLog (one's own) and GET Members/{id}/AccessLog (the secretariat's management, a protected member): `page` from 1, `size` 1–100 (default 20). */
export const AccessLogQuery = Type.Partial(Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000 }),
  size: Type.Integer({ minimum: 1, maximum: MAX_ACCESS_LOG_PAGE_SIZE }),
}));
export type AccessLogQuery = Static<typeof AccessLogQuery>;

/** One entry, newest first. */
export const AccessLogEntry = Type.Object({
  id: Type.String(),
  /** When (ISO): the first read of its window (src/domain/accessLog.ts accessLogWindow). */
  at: Type.String(),
  role: StringEnum(ACCESS_VIEWER_ROLES),
  /** The unit the viewer read for: 'Kansliet', 'Vasabyrån', an association or a workplace; null if none. */
  unit: NullableString,
  /** Who, by name: only in the secretariat's reading of a protected member's log; always null to the member. */
  viewerName: NullableString,
  what: StringEnum(ACCESS_LOG_OBJECTS),
  /** The case opened (what = 'case'). */
  caseId: NullableString,
  /** Its title, to the member only (their own case); null once retention erased the case. */
  caseTitle: NullableString,
});
export type AccessLogEntry = Static<typeof AccessLogEntry>;

export const AccessLogPage = Type.Object({
  entries: Type.Array(AccessLogEntry),
  /** Entries over all pages. */
  total: Type.Number(),
  page: Type.Number(),
  size: Type.Number(),
});
export type AccessLogPage = Static<typeof AccessLogPage>;
