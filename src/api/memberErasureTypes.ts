/**
 * Issue 37, erasure of a former member: GET Members/{id}/Erasure (what an erasure would do) and
 * POST Members/{id}/Erase (do it). Counts only: the confirmation names what goes and what stays.
 */

/** Where a member stands: still a member, left (no membership left), or already erased. */
export type MemberStanding = 'member' | 'left' | 'erased';

/** What goes with the member. */
export interface MemberErasureGoes {
  /** Course sign-ups (registered or waiting). */
  signUps: number;
  /** Notices sent or queued to them. */
  notices: number;
  /** Their notification settings (0 or 1). */
  settings: number;
  /** Register extracts made for them. */
  extracts: number;
  /** Entries of who has looked at their data. */
  accessLog: number;
}

/** What stays, under the name 'Tidigare medlem'. */
export interface MemberErasureStays {
  /** Cases they own, kept until retention erases them. */
  ownCases: number;
  /** Others' cases they took part in. */
  otherCases: number;
  /** Messages they wrote in cases. */
  messages: number;
  /** Files they uploaded to cases (they stay with the case). */
  files: number;
}

export interface MemberErasurePreview {
  memberId: string;
  standing: MemberStanding;
  goes: MemberErasureGoes;
  stays: MemberErasureStays;
}

/** The answer of POST Members/{id}/Erase. */
export interface MemberErasureResult {
  memberId: string;
  erasedAt: string;
  goes: MemberErasureGoes;
  stays: MemberErasureStays;
}
