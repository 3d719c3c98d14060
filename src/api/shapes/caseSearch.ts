import { Type, type Static } from '@sinclair/typebox';
import { caseSearchSorts } from '../caseSearchTypes';
import { CaseRole } from './cases';
import { CodeTitle, StringEnum, UserRef, Uuid } from './common';

/** GET Case/Search (issue 36): a case list's context, the term, the order and the page. The term's length is checked in the handler, for a Swedish 400. */
export const CaseSearchQuery = Type.Object({
  role: Type.Optional(CaseRole),
  organisationId: Type.Optional(Uuid),
  workplaceId: Type.Optional(Uuid),
  q: Type.String({ maxLength: 20000 }),
  sort: Type.Optional(StringEnum(caseSearchSorts)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});
export type CaseSearchQuery = Static<typeof CaseSearchQuery>;

/** Where a hit is: what matched, and an excerpt of it with the matched words marked (plain text). */
export const CaseSearchSource = StringEnum(['number', 'title', 'message', 'note', 'tag', 'owner'] as const);
export type CaseSearchSource = Static<typeof CaseSearchSource>;

export const CaseSearchPart = Type.Object({ text: Type.String(), hit: Type.Boolean() });
export type CaseSearchPart = Static<typeof CaseSearchPart>;

export const CaseSearchHit = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  caseType: CodeTitle,
  ownerUser: UserRef,
  created: Type.String(),
  updated: Type.String(),
  source: CaseSearchSource,
  excerpt: Type.Array(CaseSearchPart),
});
export type CaseSearchHit = Static<typeof CaseSearchHit>;

export const CaseSearchResult = Type.Object({
  term: Type.String(),
  sort: StringEnum(caseSearchSorts),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  hits: Type.Array(CaseSearchHit),
});
export type CaseSearchResult = Static<typeof CaseSearchResult>;
