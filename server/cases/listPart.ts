import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { User } from '../../src/api/types';
import type { CaseListRest } from '../../src/domain/caseListPart';
import { visibleCasesWhere, type CaseListScope } from './visibility';
import { madeOnce, type CaseListAnswer } from './caseList';

/**
 * Issue 26, the list in parts (ARCHITECTURE §6): `Case/GetAll?part=open|closed` with the lean
 * media type. The open part's answer also carries `rest`, what the closed part holds in numbers,
 * so the page's counts and the unread dot are right before the closed cases have arrived; its
 * ETag joins both parts' versions, so a change among the closed cases is never hidden by a 304.
 */

/** The open part's version in its ETag: its own and the closed part's (the `rest` it carries). */
export const openPartVersion = (open: string, closed: string) => `${open}.${closed}`;

const counts = new WeakMap<CaseListAnswer, Promise<number>>();

/** How many cases a part holds: counted once per answer (an answer is one version of the part). */
export function partCount(db: Database, answer: CaseListAnswer, user: User, scope: CaseListScope): Promise<number> {
  let count = counts.get(answer);
  if (!count) {
    count = sql<{ count: number }>`select count(*)::int as count from cases c where ${visibleCasesWhere(user, scope)}`
      .execute(db).then(({ rows }) => rows[0].count);
    counts.set(answer, count);
    count.catch(() => counts.delete(answer));
  }
  return count;
}

/** A lean body (a full list or a delta, one JSON object) with the closed part's numbers added. */
export function withRest(body: Buffer, rest: CaseListRest, encoding: 'gzip' | 'identity'): Buffer {
  const end = body.lastIndexOf('}');
  const raw = Buffer.concat([body.subarray(0, end), Buffer.from(`,"rest":${JSON.stringify(rest)}}`)]);
  return encoding === 'gzip' ? gzipSync(raw, { level: 6 }) : raw;
}

/**
 * The open part's bodies by what they are made of (its version and cursor, the closed part's
 * version, the encoding): the same first answer to many clients is compressed once. A few kept.
 */
export class OpenPartBodies {
  private readonly bodies = new Map<string, Promise<Buffer>>();

  constructor(private readonly max = 32) {}

  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const body = madeOnce(this.bodies, key, make);
    if (this.bodies.size > this.max) this.bodies.delete(this.bodies.keys().next().value!);
    return body;
  }
}
