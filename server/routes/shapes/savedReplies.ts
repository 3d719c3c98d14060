import { Type, type Static } from '@sinclair/typebox';
import type { SavedReply as SavedReplyDto, SavedRepliesResponse as SavedRepliesResponseDto } from '../../../src/api/savedReplyTypes';
import { SAVED_REPLY_BODY_MAX, SAVED_REPLY_TITLE_MAX } from '../../../src/domain/savedReplies';
import { NullableString, same } from './common';

/** Issue 36: saved replies. Lengths past the rule's limits are refused by the rule (a Swedish message per field), not here. */
export const SavedReply = Type.Object({
  id: Type.String(), unit: Type.String(), title: Type.String(), body: Type.String(), updatedBy: NullableString, updated: Type.String(),
});
same<Static<typeof SavedReply>, SavedReplyDto>(true);

export const SavedRepliesResponse = Type.Object({
  units: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), mayEdit: Type.Boolean() })),
  replies: Type.Array(SavedReply),
});
same<Static<typeof SavedRepliesResponse>, SavedRepliesResponseDto>(true);

// Generous bounds against abuse; the rule (savedReplyProblems) gives the user's message below them.
const title = Type.String({ maxLength: SAVED_REPLY_TITLE_MAX * 10 });
const body = Type.String({ maxLength: SAVED_REPLY_BODY_MAX * 10 });
export const SavedReplyCreateBody = Type.Object({ unit: Type.String({ maxLength: 100 }), title, body });
export const SavedReplyUpdateBody = Type.Object({ title, body });
