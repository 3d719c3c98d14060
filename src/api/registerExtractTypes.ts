/** Issue 37, the register extract ("Mina uppgifter"): its calls. Re-exported from ./types. */

/** The extracts' answers: declared once, as schemas (./shapes/registerExtract.ts). */
export type { RegisterExtract, RegisterExtracts, RegisterExtractState } from './shapes/registerExtract';

/** The 429 of a second request the same day: `{ errorCode: 'EXTRACT_ALREADY_TODAY', data }`. */
export interface ExtractTooSoonData {
  /** In Swedish, with the time of the next. */
  message: string;
  nextAllowedAt: string;
}
