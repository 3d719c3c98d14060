import { type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

/** A case role of the API (spec §6), the `role` query parameter of the case calls. */
export const CaseRole = StringEnum(['member', 'organization', 'secretariat', 'economist'] as const);
export type CaseRole = Static<typeof CaseRole>;
