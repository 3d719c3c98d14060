import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

/**
 * Issue 37, erasure of a former member: GET Members/{id}/Erasure (what an erasure would do) and
 * POST Members/{id}/Erase (do it). Counts only: the confirmation names what goes and what stays.
 */

/** Where a member stands: still a member, left (no membership left), or already erased. */
export const MemberStanding = StringEnum(['member', 'left', 'erased'] as const);
export type MemberStanding = Static<typeof MemberStanding>;

/** What goes with the member. */
export const MemberErasureGoes = Type.Object({
  /** Course sign-ups (registered or waiting). */
  signUps: Type.Number(),
  /** Notices sent or queued to them. */
  notices: Type.Number(),
  /** Their notification settings (0 or 1). */
  settings: Type.Number(),
  /** Register extracts made for them. */
  extracts: Type.Number(),
  /** Entries of who has looked at their data. */
  accessLog: Type.Number(),
});
export type MemberErasureGoes = Static<typeof MemberErasureGoes>;

/** What stays, under the name 'Tidigare medlem'. */
export const MemberErasureStays = Type.Object({
  /** Cases they own, kept until retention erases them. */
  ownCases: Type.Number(),
  /** Others' cases they took part in. */
  otherCases: Type.Number(),
  /** Messages they wrote in cases. */
  messages: Type.Number(),
  /** Files they uploaded to cases (they stay with the case). */
  files: Type.Number(),
});
export type MemberErasureStays = Static<typeof MemberErasureStays>;

export const MemberErasurePreview = Type.Object({ memberId: Type.String(), standing: MemberStanding, goes: MemberErasureGoes, stays: MemberErasureStays });
export type MemberErasurePreview = Static<typeof MemberErasurePreview>;

/** The answer of POST Members/{id}/Erase. */
export const MemberErasureResult = Type.Object({ memberId: Type.String(), erasedAt: Type.String(), goes: MemberErasureGoes, stays: MemberErasureStays });
export type MemberErasureResult = Static<typeof MemberErasureResult>;
