import { gzipSync } from 'node:zlib';
import type { CaseListDelta, CaseListResponse, CaseType } from '../../src/api/types';
import { CASE_LIST_LEAN_MEDIA_TYPE, specCaseOf } from '../../src/domain/caseListSpec';
import { fromCaseListEntries } from '../../src/domain/caseListWire';
import type { CaseListAnswer } from './caseList';

/**
 * Case/GetAll's two representations (issue 21): the spec's shape (spec §3 Case objects) by
 * default, the lean entries of src/domain/caseListWire.ts when the client asks for them with
 * `Accept: application/vnd.medlemsportal.case-list+json` (the SPA does). Each has its own ETag.
 */
export const wantsLean = (accept: string | undefined): boolean => (accept ?? '').toLowerCase().includes(CASE_LIST_LEAN_MEDIA_TYPE);

/** The version in an ETag: the spec's shape is another representation of the same list. */
export const representationVersion = (version: string, lean: boolean) => (lean ? version : `${version}-spec`);

/**
 * The spec-shaped body, made from the lean one (the list's caches stay the lean entries): the
 * entries read back as the SPA reads them, the case types in full. A delta keeps its fields
 * (`removed`, `since`, `caseTypes` only when they changed).
 */
export async function specBody(
  answer: CaseListAnswer, delta: ((encoding: 'gzip' | 'identity') => Promise<Buffer>) | null, encoding: 'gzip' | 'identity',
): Promise<Buffer> {
  const full = JSON.parse((await answer.body('identity')).toString('utf8')) as CaseListResponse;
  const caseTypes = new Map<string, CaseType>(full.caseTypes.map((type) => [type.type, type]));
  const titles = { codes: full.codes, caseTypes: full.caseTypes, tags: full.tags ?? [] };
  let body: object;
  if (delta) {
    const changed = JSON.parse((await delta('identity')).toString('utf8')) as CaseListDelta;
    const cases = fromCaseListEntries(changed.cases, { ...titles, codes: changed.codes }).map((item) => specCaseOf(item, caseTypes));
    body = {
      cases, removed: changed.removed, ...(changed.caseTypes ? { caseTypes: changed.caseTypes } : {}), tags: changed.tags,
      cursor: changed.cursor, since: changed.since,
    };
  } else {
    const cases = fromCaseListEntries(full.cases, titles).map((item) => specCaseOf(item, caseTypes));
    body = { cases, caseTypes: full.caseTypes, tags: full.tags, cursor: full.cursor };
  }
  const raw = Buffer.from(JSON.stringify(body));
  return encoding === 'gzip' ? gzipSync(raw, { level: 6 }) : raw;
}
