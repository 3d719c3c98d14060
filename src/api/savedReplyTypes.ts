/** A unit whose saved replies the caller sees (src/domain/savedReplyUnits.ts: which). */
export interface SavedReplyUnit {
  /** 'personal:{userId}' | 'secretariat' | 'association:{id}'. */
  key: string;
  name: string;
  /** The user may add, change and remove the unit's replies. */
  mayEdit: boolean;
}

/** One saved reply (issue 36) as the caller sees it. */
export interface SavedReply {
  id: string;
  /** The unit's key (src/domain/savedReplies.ts). */
  unit: string;
  title: string;
  body: string;
  /** Who last saved it (null once that user is gone), and when (ISO). */
  updatedBy: string | null;
  updated: string;
}

/** GET /api/SavedReplies: the caller's units (which they may edit) and their replies, by title. */
export interface SavedRepliesResponse {
  units: SavedReplyUnit[];
  replies: SavedReply[];
}

/** POST /api/SavedReplies (answer 201: the reply). */
export interface SavedReplyCreateRequest {
  unit: string;
  title: string;
  body: string;
}

/** PUT /api/SavedReplies/{id} (answer: the reply). The unit does not change. */
export interface SavedReplyUpdateRequest {
  title: string;
  body: string;
}
