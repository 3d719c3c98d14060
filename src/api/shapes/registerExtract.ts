import { Type, type Static } from '@sinclair/typebox';
import { NullableString, OrNull, StringEnum } from './common';

/** Issue 37, the register extract ("Mina uppgifter"): its calls (server/routes/registerExtract.ts). */

/** pending: asked for, the job builds it; ready: the zip can be downloaded until expiresAt. */
export const RegisterExtractState = StringEnum(['pending', 'ready'] as const);
export type RegisterExtractState = Static<typeof RegisterExtractState>;

/** One extract of a member's data (GET User/Extracts, GET Members/{id}/Extracts). */
export const RegisterExtract = Type.Object({
  id: Type.String(),
  state: RegisterExtractState,
  /** When it was asked for (ISO). */
  requestedAt: Type.String(),
  /** When the zip was whole (ISO); null while pending. */
  readyAt: NullableString,
  /** When the zip is deleted (ISO): 7 days after readyAt. */
  expiresAt: NullableString,
  /** The zip's size in bytes; null while pending. */
  size: OrNull(Type.Number()),
  /** Made by the secretariat for a member who asked by letter. */
  byLetter: Type.Boolean(),
});
export type RegisterExtract = Static<typeof RegisterExtract>;

/** The member's extracts, newest first, and when the next may be asked for (null: now). */
export const RegisterExtracts = Type.Object({ extracts: Type.Array(RegisterExtract), nextAllowedAt: NullableString });
export type RegisterExtracts = Static<typeof RegisterExtracts>;
