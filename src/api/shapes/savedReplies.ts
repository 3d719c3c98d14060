import { Type, type Static } from '@sinclair/typebox';
import { SAVED_REPLY_BODY_MAX, SAVED_REPLY_TITLE_MAX } from '../savedReplyTypes';
import { NullableString } from './common';

/** Issue 36: saved replies. Lengths past the rule's limits are refused by the rule (a Swedish message per field), not here. */

/** One saved reply (issue 36) as the caller sees it. */
export const SavedReply = Type.Object({
  id: Type.String(),
  /** The unit's key (src/domain/savedReplies.ts). */
  unit: Type.String(),
  title: Type.String(),
  body: Type.String(),
  /** Who last saved it (null once that user is gone), and when (ISO). */
  updatedBy: NullableString,
  updated: Type.String(),
});
export type SavedReply = Static<typeof SavedReply>;

/** A unit whose saved replies the caller sees (src/domain/savedReplyUnits.ts: which). */
export const SavedReplyUnit = Type.Object({
  /** 'personal:{userId}' | 'secretariat' | 'association:{id}'. */
  key: Type.String(),
  name: Type.String(),
  /** The user may add, change and remove the unit's replies. */
  mayEdit: Type.Boolean(),
});
export type SavedReplyUnit = Static<typeof SavedReplyUnit>;

/** GET /api/SavedReplies: the caller's units (which they may edit) and their replies, by title. */
export const SavedRepliesResponse = Type.Object({ units: Type.Array(SavedReplyUnit), replies: Type.Array(SavedReply) });
export type SavedRepliesResponse = Static<typeof SavedRepliesResponse>;

// Generous bounds against abuse; the rule (savedReplyProblems) gives the user's message below them.
const title = Type.String({ maxLength: SAVED_REPLY_TITLE_MAX * 10 });
const body = Type.String({ maxLength: SAVED_REPLY_BODY_MAX * 10 });
/** POST /api/SavedReplies (answer 201: the reply). */
export const SavedReplyCreateRequest = Type.Object({ unit: Type.String({ maxLength: 100 }), title, body });
export type SavedReplyCreateRequest = Static<typeof SavedReplyCreateRequest>;
/** PUT /api/SavedReplies/{id} (answer: the reply). The unit does not change. */
export const SavedReplyUpdateRequest = Type.Object({ title, body });
export type SavedReplyUpdateRequest = Static<typeof SavedReplyUpdateRequest>;
