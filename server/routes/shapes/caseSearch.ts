import { Type, type Static } from '@sinclair/typebox';
import type * as Dto from '../../../src/api/types';
import { caseSearchSorts } from '../../../src/domain/caseSearchUrl';
import { CodeTitle, StringEnum, UserRef, Uuid, same } from './common';
import { CaseRole } from './cases';

/** GET Case/Search (issue 36). The term's length is checked in the handler, for a Swedish 400. */
export const CaseSearchQuery = Type.Object({
  role: Type.Optional(CaseRole),
  organisationId: Type.Optional(Uuid),
  workplaceId: Type.Optional(Uuid),
  q: Type.String({ maxLength: 20000 }),
  sort: Type.Optional(StringEnum(caseSearchSorts)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});
same<Static<typeof CaseSearchQuery>, Dto.CaseSearchQuery>(true);

const CaseSearchHit = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  caseType: CodeTitle,
  ownerUser: UserRef,
  created: Type.String(),
  updated: Type.String(),
  source: StringEnum(['number', 'title', 'message', 'note', 'tag', 'owner'] as const),
  excerpt: Type.Array(Type.Object({ text: Type.String(), hit: Type.Boolean() })),
});

export const CaseSearchResult = Type.Object({
  term: Type.String(),
  sort: StringEnum(caseSearchSorts),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  hits: Type.Array(CaseSearchHit),
});
same<Static<typeof CaseSearchResult>, Dto.CaseSearchResult>(true);
