import { Type, type Static } from '@sinclair/typebox';
import { Maybe, NullableString, StringEnum } from './common';

/** Spec §3 User and what hangs on it (User/Me, User/{id}/Get, the member of Members/{id}/Get). */

export const AssociationRole = StringEnum(['Styrelsemedlem', 'Member'] as const);
export type AssociationRole = Static<typeof AssociationRole>;

export const AssociationRef = Type.Object({ id: Type.String(), name: Type.String(), role: AssociationRole });
export type AssociationRef = Static<typeof AssociationRef>;

export const NationalAssociationRef = Type.Object({ id: Type.String(), name: Type.String(), role: AssociationRole, externalId: NullableString });
export type NationalAssociationRef = Static<typeof NationalAssociationRef>;

export const UnionRepresentative = Type.Object({ id: Type.String(), name: Type.String(), email: NullableString, phone: NullableString });
export type UnionRepresentative = Static<typeof UnionRepresentative>;

const userProperties = {
  id: Type.String(),
  name: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  username: Type.String(),
  isBoardmember: Type.Boolean(),
  /** Secretariat (kansliet) staff. */
  isKanslist: Type.Boolean(),
  /** A secretariat board role (spec §6). */
  canManageSecretariat: Type.Boolean(),
  isEconomist: Type.Boolean(),
  protectedIdentity: Type.Boolean(),
  workAssociation: Maybe(Type.Object({ id: Type.String(), name: Type.String(), hasMoreThanOneWorkplace: Type.Boolean(), role: AssociationRole })),
  workplace: Maybe(Type.Object({ id: Type.String(), name: Type.String(), corperationName: Type.String(), unionRepresentatives: Type.Array(UnionRepresentative) })),
  unionRepresentatives: Type.Array(UnionRepresentative),
  psychologyAssociations: Type.Array(AssociationRef),
  nationalAssociations: Type.Array(NationalAssociationRef),
  /**
   * Present (true) while a board member has not accepted the GDPR information (spec §1): until then
   * the organisation role is withheld (src/domain/caseAccess.ts), and the API answers its calls
   * with 403 GDPR_CONSENT_REQUIRED.
   */
  awaitsGdprConsent: Type.Optional(Type.Literal(true)),
};
export const User = Type.Object(userProperties);
export type User = Static<typeof User>;

/** GET User/{id}/Get: the User with its contact details (null for others when protected). */
export const UserDetails = Type.Object({
  ...userProperties, email: NullableString, phone: NullableString, city: NullableString, memberNumber: NullableString,
});
export type UserDetails = Static<typeof UserDetails>;

export const GdprStatus = Type.Object({ hasApprovedGdprPolicies: Type.Boolean() });
export type GdprStatus = Static<typeof GdprStatus>;
export const GdprConsentResult = Type.Object({ message: Type.String() });
export type GdprConsentResult = Static<typeof GdprConsentResult>;

/** The answer of POST User/ChangePassword (its request: ChangePasswordRequest in ../memberTypes.ts). */
export const ChangePasswordResponse = Type.Object({ changed: Type.Literal(true) });
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;
