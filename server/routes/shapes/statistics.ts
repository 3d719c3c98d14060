import { Type, type Static } from '@sinclair/typebox';
import type { StatisticsResponse as StatisticsResponseDto } from '../../../src/api/statisticsTypes';
import { AGE_BUCKETS } from '../../../src/domain/statistics';
import { CaseRole } from './cases';
import { OrNull, StringEnum, Uuid, same } from './common';

/** Issue 36: Case/Statistics. A day that is no day is refused by the period rule (a Swedish message), not here. */
export const StatisticsQuery = Type.Object({
  role: Type.Optional(CaseRole), organisationId: Type.Optional(Uuid), workplaceId: Type.Optional(Uuid),
  from: Type.String({ maxLength: 20 }), to: Type.String({ maxLength: 20 }),
});

const Count = Type.Object({ key: OrNull(Type.String()), name: Type.String(), count: Type.Integer() });

export const StatisticsResponse = Type.Object({
  from: Type.String(), to: Type.String(), today: Type.String(),
  created: Type.Integer(), closed: Type.Integer(),
  weeks: Type.Array(Type.Object({ week: Type.String(), created: Type.Integer(), closed: Type.Integer() })),
  openTotal: Type.Integer(),
  backlog: Type.Array(Type.Object({ bucket: StringEnum(AGE_BUCKETS), count: Type.Integer() })),
  pastDeadline: Type.Integer(),
  medianFirstReplyHours: OrNull(Type.Number()),
  firstReplies: Type.Integer(),
  medianClosingHours: OrNull(Type.Number()),
  byCaseType: Type.Array(Count),
  byAssociation: Type.Array(Count),
});
same<Static<typeof StatisticsResponse>, StatisticsResponseDto>(true);
