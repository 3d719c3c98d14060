import { Type, type Static } from '@sinclair/typebox';
import type * as Types from '../../../src/api/types';
import { IdName, NullableString, StringEnum, same } from './common';

/** Associations and their workplaces (spec §7 Association calls). */
export const Association = Type.Object({
  id: Type.String(),
  externalId: NullableString,
  name: Type.String(),
  type: StringEnum(['psychology', 'national', 'secretariat', 'economist'] as const),
  role: Type.Unsafe<Types.AssociationRole | null>({ type: ['string', 'null'], enum: ['Styrelsemedlem', 'Member', null] }),
});
export const AssociationsResponse = Type.Object({
  associations: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), type: StringEnum(['psychology', 'national'] as const) })),
});
export const WorkplacesResponse = Type.Object({ workplaces: Type.Array(IdName) });

same<Static<typeof Association>, Types.Association>(true);
same<Static<typeof AssociationsResponse>, Types.AssociationsResponse>(true);
same<Static<typeof WorkplacesResponse>, Types.WorkplacesResponse>(true);
