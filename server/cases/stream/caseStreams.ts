import type { Database } from '../../db/database';
import { loadCaseFacts, type StoredCaseFacts } from '../access';
import { mayViewCase, viewAwaitsGdprConsent } from '../../../src/domain/caseAccess';
import type { User } from '../../../src/api/types';
import type { CaseChange, CaseChangeSource } from './caseChanges';

/** One open stream: its user as loaded when it opened, and how to write to it and end it. */
export interface CaseStream {
  actor: User;
  tokenId: string | null;
  write(chunk: string): void;
  end(): void;
}

/** A comment line every so often keeps proxies and NATs from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How often every stream's token is asked whether it was revoked (a cached look, ARCHITECTURE §1). */
export const REVOCATION_CHECK_MS = 10_000;

/** Server-sent events: the version is the event id; `cases` names ids, `resync` says "ask the list". */
export const casesEvent = (version: string, ids: string[]) => `id: ${version}\nevent: cases\ndata: ${JSON.stringify({ ids, version })}\n\n`;
export const resyncEvent = (version: string) => `id: ${version}\nevent: resync\ndata: ${JSON.stringify({ version })}\n\n`;

/** The ids of `records` this user may see (spec §6, the rule of Case/Get; not while a GDPR consent is awaited). */
export const visibleIds = (actor: User, records: readonly StoredCaseFacts[]) =>
  records.filter((record) => mayViewCase(actor, record) && !viewAwaitsGdprConsent(actor, record)).map((record) => record.id);

export interface CaseStreams {
  add(stream: CaseStream): () => void;
  size(): number;
  listening(): boolean;
  closeAll(): void;
}

/**
 * Issue 35, push: this process's open case streams. Each change the source tells of is read once
 * (the facts of the cases named, one look per case) and each stream is sent only the ids its user
 * may see, never content; too many to name is a `resync` to all. A lost source (the change feed's
 * connection) ends every stream: the browsers fall back to the poll and open a new one.
 */
export interface CaseStreamOptions {
  /** Whether a token (by its id) is still valid at its issuer; absent, only its expiry ends a stream. */
  tokenActive?: (tokenId: string) => Promise<boolean>;
  revocationCheckMs?: number;
  heartbeatMs?: number;
}

export function createCaseStreams(db: Database, source: CaseChangeSource, options: CaseStreamOptions = {}): CaseStreams {
  const { tokenActive } = options;
  const open = new Set<CaseStream>();
  const endAll = () => { for (const stream of [...open]) stream.end(); };

  const deliver = async (change: CaseChange) => {
    if (open.size === 0) return;
    if (change.ids === 'all') {
      for (const stream of open) stream.write(resyncEvent(change.version));
      return;
    }
    const records = (await Promise.all(change.ids.map((id) => loadCaseFacts(db, id)))).filter((r): r is StoredCaseFacts => r !== null);
    for (const stream of open) {
      const ids = visibleIds(stream.actor, records);
      if (ids.length > 0) stream.write(casesEvent(change.version, ids));
    }
  };
  source.subscribe((change) => { deliver(change).catch(() => endAll()); });
  source.onLost(endAll);

  const heartbeat = setInterval(() => { for (const stream of open) stream.write(': \n\n'); }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  const revocations = tokenActive && setInterval(() => {
    for (const stream of open) {
      if (stream.tokenId) tokenActive(stream.tokenId).then((active) => { if (!active) stream.end(); }, () => stream.end());
    }
  }, options.revocationCheckMs ?? REVOCATION_CHECK_MS);
  revocations?.unref();

  return {
    add(stream) {
      open.add(stream);
      return () => open.delete(stream);
    },
    size: () => open.size,
    listening: () => source.listening(),
    closeAll() {
      clearInterval(heartbeat);
      if (revocations) clearInterval(revocations);
      endAll();
    },
  };
}
