/** Issue 37, the register extract ("Mina uppgifter"): its calls. Re-exported from ./types. */

/** pending: asked for, the job builds it; ready: the zip can be downloaded until expiresAt. */
export type RegisterExtractState = 'pending' | 'ready';

/** One extract of a member's data (GET User/Extracts, GET Members/{id}/Extracts). */
export interface RegisterExtract {
  id: string;
  state: RegisterExtractState;
  /** When it was asked for (ISO). */
  requestedAt: string;
  /** When the zip was whole (ISO); null while pending. */
  readyAt: string | null;
  /** When the zip is deleted (ISO): 7 days after readyAt. */
  expiresAt: string | null;
  /** The zip's size in bytes; null while pending. */
  size: number | null;
  /** Made by the secretariat for a member who asked by letter. */
  byLetter: boolean;
}

/** The member's extracts, newest first, and when the next may be asked for (null: now). */
export interface RegisterExtracts {
  extracts: RegisterExtract[];
  nextAllowedAt: string | null;
}

/** The 429 of a second request the same day: `{ errorCode: 'EXTRACT_ALREADY_TODAY', data }`. */
export interface ExtractTooSoonData {
  /** In Swedish, with the time of the next. */
  message: string;
  nextAllowedAt: string;
}
