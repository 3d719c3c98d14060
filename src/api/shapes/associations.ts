import { Type, type Static } from '@sinclair/typebox';
import { IdName, NullableString, StringEnum } from './common';
import type { AssociationRole } from './user';

/** Associations and their workplaces (spec §7 Association calls). */
export const Association = Type.Object({
  id: Type.String(),
  externalId: NullableString,
  name: Type.String(),
  type: StringEnum(['psychology', 'national', 'secretariat', 'economist'] as const),
  role: Type.Unsafe<AssociationRole | null>({ type: ['string', 'null'], enum: ['Styrelsemedlem', 'Member', null] }),
});
export type Association = Static<typeof Association>;

export const Workplace = IdName;
export type Workplace = Static<typeof Workplace>;

/** One association of GET Association/GetAll (ours, issue 12): the secretariat's association picker. */
export const AssociationSummary = Type.Object({ id: Type.String(), name: Type.String(), type: StringEnum(['psychology', 'national'] as const) });
export type AssociationSummary = Static<typeof AssociationSummary>;

/** GET Association/GetAll. */
export const AssociationsResponse = Type.Object({ associations: Type.Array(AssociationSummary) });
export type AssociationsResponse = Static<typeof AssociationsResponse>;

/** GET Association/{id}/Workplaces/GetAll. */
export const WorkplacesResponse = Type.Object({ workplaces: Type.Array(Workplace) });
export type WorkplacesResponse = Static<typeof WorkplacesResponse>;
