import { Type, type Static } from '@sinclair/typebox';
import type {
  EmployeesResponse as EmployeesResponseDto, Member as MemberDto, MemberSearchResponse as MemberSearchResponseDto, SearchResult as SearchResultDto,
} from '../../../src/api/types';
import { MAX_MEMBER_PAGE_SIZE, MAX_MEMBER_SEARCH_LENGTH, memberSortColumns } from '../../../src/domain/memberSearch';
import { IdName, Maybe, NullableString, StringEnum, Uuid, same } from './common';
import { AssociationRef, NationalAssociationRef, UnionRepresentative } from './user';

/** Members, employees and the search (issue 11). A protected member's fields are null in these answers, and nothing else is ever written. */
const memberListItemProperties = {
  id: Type.String(),
  name: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  memberNumber: NullableString,
  city: NullableString,
  association: Maybe(IdName),
  workplace: Maybe(IdName),
  protectedIdentity: Type.Boolean(),
};
export const MemberListItem = Type.Object(memberListItemProperties);
export const MemberSearchResponse = Type.Object({
  members: Type.Array(MemberListItem), total: Type.Number(), page: Type.Number(), size: Type.Number(),
});
export const Member = Type.Object({
  ...memberListItemProperties,
  username: NullableString,
  email: NullableString,
  phone: NullableString,
  workplace: Maybe(Type.Object({ id: Type.String(), name: Type.String(), corperationName: Type.String() })),
  unionRepresentatives: Type.Array(UnionRepresentative),
  psychologyAssociations: Type.Array(AssociationRef),
  nationalAssociations: Type.Array(NationalAssociationRef),
});
export const EmployeesResponse = Type.Object({
  employees: Type.Array(Type.Object({ id: Type.String(), firstname: Type.String(), lastname: Type.String(), name: Type.String() })),
});

const searchProperties = {
  text: Type.String({ maxLength: MAX_MEMBER_SEARCH_LENGTH }),
  sort: StringEnum(memberSortColumns),
  direction: StringEnum(['asc', 'desc'] as const),
  page: Type.Integer({ minimum: 1, maximum: 100000 }),
  size: Type.Integer({ minimum: 1, maximum: MAX_MEMBER_PAGE_SIZE }),
};
export const MemberSearchQuery = Type.Partial(Type.Object(searchProperties));
export const MemberContextQuery = Type.Partial(Type.Object({
  ...searchProperties, context: Type.Union([StringEnum(['association', 'board'] as const), Uuid]),
}));

const SearchHit = Type.Object({
  id: Type.String(), title: Type.String(), href: Type.String(), date: Type.Optional(Type.String()), place: Type.Optional(Type.String()),
});
export const SearchResult = Type.Object({
  term: Type.String(),
  cases: Type.Array(Type.Object({
    id: Type.String(),
    title: Type.String(),
    caseType: Type.Object({ type: Type.String(), title: Type.String() }),
    status: Type.Number(),
    ownerUser: IdName,
    href: Type.String(),
    created: Type.Optional(Type.String()),
  })),
  members: Type.Array(Type.Object({ ...memberListItemProperties, href: Type.String() })),
  posts: Type.Array(SearchHit),
  documents: Type.Array(SearchHit),
  courses: Type.Array(SearchHit),
});

same<Static<typeof MemberSearchResponse>, MemberSearchResponseDto>(true);
same<Static<typeof Member>, MemberDto>(true);
same<Static<typeof EmployeesResponse>, EmployeesResponseDto>(true);
same<Static<typeof SearchResult>, SearchResultDto>(true);
