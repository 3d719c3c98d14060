/** Saved replies (issue 36): the longest title and text the rule (src/domain/savedReplies.ts) accepts. */
export const SAVED_REPLY_TITLE_MAX = 120;
export const SAVED_REPLY_BODY_MAX = 5000;

/** The calls' bodies and answers: declared once, as schemas (./shapes/savedReplies.ts). */
export type { SavedRepliesResponse, SavedReply, SavedReplyCreateRequest, SavedReplyUnit, SavedReplyUpdateRequest } from './shapes/savedReplies';
