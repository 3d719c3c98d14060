import type { CaseSearchPart } from '../../../src/api/types';

/** ts_headline's marks around a matched word: control characters that the text itself never keeps (caseSearch.ts removes them first). */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

/** The excerpt as plain-text parts, matched words marked: the SPA renders text, never HTML. */
export function excerptParts(headline: string | null): CaseSearchPart[] {
  const parts: CaseSearchPart[] = [];
  for (const [i, piece] of (headline ?? '').split(new RegExp(`[${HIT_START}${HIT_END}]`)).entries()) {
    if (piece) parts.push({ text: piece, hit: i % 2 === 1 });
  }
  return parts;
}
