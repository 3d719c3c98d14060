import { Type, type Static } from '@sinclair/typebox';
import type { AccessLogEntry as AccessLogEntryDto, AccessLogPage as AccessLogPageDto, AccessLogQuery as AccessLogQueryDto } from '../../../src/api/types';
import { ACCESS_LOG_OBJECTS, MAX_ACCESS_LOG_PAGE_SIZE } from '../../../src/domain/accessLog';
import { NullableString, StringEnum, same } from './common';

/** Issue 37, the access log's calls: GET User/AccessLog and GET Members/{id}/AccessLog. */
const accessViewerRoles = ['secretariat', 'economist', 'board', 'representative', 'participant'] as const;

export const AccessLogQuery = Type.Partial(Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000 }),
  size: Type.Integer({ minimum: 1, maximum: MAX_ACCESS_LOG_PAGE_SIZE }),
}));
export const AccessLogEntry = Type.Object({
  id: Type.String(),
  at: Type.String(),
  role: StringEnum(accessViewerRoles),
  unit: NullableString,
  viewerName: NullableString,
  what: StringEnum(ACCESS_LOG_OBJECTS as readonly ['member', 'case']),
  caseId: NullableString,
  caseTitle: NullableString,
});
export const AccessLogPage = Type.Object({
  entries: Type.Array(AccessLogEntry), total: Type.Number(), page: Type.Number(), size: Type.Number(),
});

same<Static<typeof AccessLogQuery>, AccessLogQueryDto>(true);
same<Static<typeof AccessLogEntry>, AccessLogEntryDto>(true);
same<Static<typeof AccessLogPage>, AccessLogPageDto>(true);
