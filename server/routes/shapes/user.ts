import { Type, type Static } from '@sinclair/typebox';
import type {
  AssociationRef as AssociationRefDto, GdprConsentResult as GdprConsentResultDto, GdprStatus as GdprStatusDto, User as UserDto,
  UserDetails as UserDetailsDto, ChangePasswordResponse as ChangePasswordResponseDto,
} from '../../../src/api/types';
import { NullableString, Maybe, StringEnum, same } from './common';

/** Spec §3 User and what hangs on it (User/Me, User/{id}/Get, the member of Members/{id}/Get). */
export const AssociationRole = StringEnum(['Styrelsemedlem', 'Member'] as const);
export const AssociationRef = Type.Object({ id: Type.String(), name: Type.String(), role: AssociationRole });
export const NationalAssociationRef = Type.Object({ id: Type.String(), name: Type.String(), role: AssociationRole, externalId: NullableString });
export const UnionRepresentative = Type.Object({ id: Type.String(), name: Type.String(), email: NullableString, phone: NullableString });

const userProperties = {
  id: Type.String(),
  name: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  username: Type.String(),
  isBoardmember: Type.Boolean(),
  isKanslist: Type.Boolean(),
  canManageSecretariat: Type.Boolean(),
  isEconomist: Type.Boolean(),
  protectedIdentity: Type.Boolean(),
  workAssociation: Maybe(Type.Object({ id: Type.String(), name: Type.String(), hasMoreThanOneWorkplace: Type.Boolean(), role: AssociationRole })),
  workplace: Maybe(Type.Object({ id: Type.String(), name: Type.String(), corperationName: Type.String(), unionRepresentatives: Type.Array(UnionRepresentative) })),
  unionRepresentatives: Type.Array(UnionRepresentative),
  psychologyAssociations: Type.Array(AssociationRef),
  nationalAssociations: Type.Array(NationalAssociationRef),
  awaitsGdprConsent: Type.Optional(Type.Literal(true)),
};
export const User = Type.Object(userProperties);
export const UserDetails = Type.Object({
  ...userProperties, email: NullableString, phone: NullableString, city: NullableString, memberNumber: NullableString,
});
export const GdprStatus = Type.Object({ hasApprovedGdprPolicies: Type.Boolean() });
export const GdprConsentResult = Type.Object({ message: Type.String() });
export const ChangePasswordResponse = Type.Object({ changed: Type.Literal(true) });

same<Static<typeof AssociationRef>, AssociationRefDto>(true);
same<Static<typeof User>, UserDto>(true);
same<Static<typeof UserDetails>, UserDetailsDto>(true);
same<Static<typeof GdprStatus>, GdprStatusDto>(true);
same<Static<typeof GdprConsentResult>, GdprConsentResultDto>(true);
same<Static<typeof ChangePasswordResponse>, ChangePasswordResponseDto>(true);
