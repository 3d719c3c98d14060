import type { Client } from 'pg';

/**
 * What a process may keep without asking PostgreSQL again, until it hears otherwise (issue 26:
 * cheap on every process). Migration 0013 notifies on the channel `portal_changes` when a write
 * commits to what a case list depends on ('case_list') or when a sign-in's tokens are revoked
 * ('tokens'). Each process listens on one connection of its own and counts the notices per topic;
 * an answer kept with the count it was read under stands while the count is the same.
 *
 * While the feed is not listening (at start, after a lost connection, until it listens again)
 * `mark` is undefined and every look goes to the database; the counts move on reconnecting, so
 * nothing kept from before a gap is trusted after it. A write this process answers moves the
 * counts at once (`touch`), so its own next answer never waits for the notice.
 *
 * A listening connection can go silent without closing (a NAT, firewall or load balancer that
 * forgets an idle flow: the socket stays open, no bytes come), and silence looks just like "nothing
 * changed". So the feed asks its own connection for a round trip every `heartbeatMs`; an answer
 * not back within `heartbeatTimeoutMs` counts as a lost connection (every look asks the database,
 * the counts move, it connects again), bounding how long a silent link is trusted. TCP keepalive
 * on the socket lets the kernel notice a dead peer too.
 *
 * Issue 38: a 'case_list' notice may name the owners of the cases written ('case_list;<id>,<id>',
 * migration 0023). `markFor(topic, scope)` moves only on a notice that names the scope, an
 * unscoped one, a lost connection, or a touch naming it: a member's list (the cases they own) is
 * kept with it, so a write to somebody else's case costs that member's next poll nothing. `mark`
 * moves on every notice of its topic, as before (the handlers' lists).
 *
 * Across processes the notice leaves PostgreSQL at the commit, before the writer's own answer
 * does; a client that writes on one process and reads on another at once is read after a turn of
 * the event loop (`settled`), so a notice already on its way is counted first.
 */
export type ChangeTopic = 'case_list' | 'tokens';
export const CHANGE_CHANNEL = 'portal_changes';
/** Issue 35: the ids of the cases a commit wrote (migration 0015), for the case streams. */
export const CASE_IDS_CHANNEL = 'portal_case_ids';
/** How the listening connection is named in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION = 'portal change feed';
const TOPICS: readonly ChangeTopic[] = ['case_list', 'tokens'];

export interface ChangeFeed {
  /** The count of a topic's notices; undefined while not listening. */
  mark(topic: ChangeTopic): number | undefined;
  /**
   * A count that moves only when a notice of the topic names `scope` (a case owner), or names
   * nobody, or the connection was lost, or `touch` named it; undefined while not listening.
   */
  markFor(topic: ChangeTopic, scope: string): number | undefined;
  /**
   * A write this process made has committed: what was kept may be stale. With a scope (the writer's
   * user id), what is kept by owner (a member's list, a user's tokens) is stale only for that user:
   * another user's learns of the write from its notice, as on any other process; without, everything.
   */
  touch(scope?: string): void;
  /** Resolves after notices already received have been counted. */
  settled(): Promise<void>;
  close(): Promise<void>;
  /** The case-id notices (issue 35); the function returned stops listening. */
  onCaseIds(listener: (payload: string) => void): () => void;
  /** Told each time the listening connection is lost (what listened on it missed notices). */
  onLost(listener: () => void): () => void;
}

export interface ChangeFeedOptions {
  /** Told when the listening connection is lost (it is opened again after `retryMs`). */
  log?: (line: string) => void;
  retryMs?: number;
  /** Opens the listening connection; by default a pg Client on the URL. */
  connect?: () => Promise<Client>;
  /** How often the listening connection is asked for a round trip (default 2 s). */
  heartbeatMs?: number;
  /** How long an answer (or the LISTEN itself) may take before the connection counts as lost (default 3 s). */
  heartbeatTimeoutMs?: number;
}

/** A silent link is trusted at most HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS (issue 33: within 10 s). */
export const HEARTBEAT_MS = 2000;
export const HEARTBEAT_TIMEOUT_MS = 3000;
/** How many scopes a topic remembers the last naming of (a member's id is some 100 bytes kept). */
export const MAX_NAMED_SCOPES = 200_000;

export async function startChangeFeed(databaseUrl: string, options: ChangeFeedOptions = {}): Promise<ChangeFeed> {
  const pg = (await import('pg')).default;
  const connect = options.connect ?? (async () => {
    const client = new pg.Client({
      connectionString: databaseUrl, application_name: CHANGE_FEED_APPLICATION, keepAlive: true, keepAliveInitialDelayMillis: 10_000, connectionTimeoutMillis: 10_000,
    });
    await client.connect();
    return client;
  });
  const counts = new Map<ChangeTopic, number>(TOPICS.map((topic) => [topic, 0]));
  /** Per topic: its count at its last notice that named nobody, and at the last one naming each scope. */
  const unscopedAt = new Map<ChangeTopic, number>(TOPICS.map((topic) => [topic, 0]));
  const namedAt = new Map<ChangeTopic, Map<string, number>>(TOPICS.map((topic) => [topic, new Map()]));
  const bump = (topic: ChangeTopic) => {
    counts.set(topic, counts.get(topic)! + 1);
    unscopedAt.set(topic, counts.get(topic)!);
  };
  const bumpAll = () => { for (const topic of TOPICS) bump(topic); };
  const bumpNamed = (topic: ChangeTopic, scopes: readonly string[]) => {
    const count = counts.get(topic)! + 1;
    counts.set(topic, count);
    const named = namedAt.get(topic)!;
    // Bounded: past the limit every scope is forgotten at once, and that is an unscoped notice.
    if (named.size + scopes.length > MAX_NAMED_SCOPES) {
      named.clear();
      unscopedAt.set(topic, count);
      return;
    }
    for (const scope of scopes) named.set(scope, count);
  };
  let client: Client | null = null;
  let listening = false;
  const caseIdListeners = new Set<(payload: string) => void>();
  const lostListeners = new Set<() => void>();
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;

  /**
   * The query's answer, or a rejection once the deadline has passed without one. The deadline
   * looks once more after the bytes already received are read (setImmediate follows the poll
   * phase), so a busy event loop is not taken for a silent link.
   */
  const answered = async (listener: Client, text: string) => {
    let deadline: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        listener.query(text),
        new Promise<never>((_, reject) => {
          deadline = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${heartbeatTimeoutMs} ms`))), heartbeatTimeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(deadline);
    }
  };

  /** Asks the listening connection for a round trip now and then; silence past the deadline is a loss. */
  const beat = (listener: Client) => {
    heartbeat = setTimeout(() => {
      answered(listener, 'select 1').then(
        () => { if (client === listener) beat(listener); },
        (error: Error) => { if (client === listener) lost(error.message); },
      );
    }, heartbeatMs);
    heartbeat.unref();
  };

  /** Stops listening and lets the connection go (its late errors are not heard). */
  const letGo = async () => {
    listening = false;
    clearTimeout(heartbeat);
    const gone = client;
    client = null;
    gone?.removeAllListeners();
    gone?.on('error', () => {});
    await gone?.end().catch(() => {});
  };

  const lost = (reason: string) => {
    if (!listening && !client) return;
    bumpAll();
    void letGo();
    for (const listener of lostListeners) listener();
    if (closed) return;
    options.log?.(`Ändringsflödet: anslutningen bröts (${reason}); läser från databasen tills den är tillbaka.`);
    retry = setTimeout(() => void listen(), options.retryMs ?? 1000);
  };

  const listen = async () => {
    let next: Client | undefined;
    try {
      next = await connect();
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      next.on('notification', (notice) => {
        if (notice.channel === CASE_IDS_CHANNEL) {
          for (const listener of caseIdListeners) listener(notice.payload ?? '');
          return;
        }
        const [topic, scopes] = (notice.payload ?? '').split(';', 2) as [ChangeTopic, string | undefined];
        if (!counts.has(topic)) bumpAll();
        else if (scopes) bumpNamed(topic, scopes.split(','));
        else bump(topic);
      });
      next.on('error', (error) => lost(error.message));
      next.on('end', () => lost('closed'));
      await answered(next, `listen ${CHANGE_CHANNEL}; listen ${CASE_IDS_CHANNEL}`);
      bumpAll();
      listening = true;
      beat(next);
    } catch (error) {
      // A connection that broke while its LISTEN was in flight was lost already (its error event
      // comes first, and lost() let it go and set the retry): a second retry would open a second
      // connection and leave one of them listening for good.
      if (next === undefined) {
        if (!closed) retry = setTimeout(() => void listen(), options.retryMs ?? 1000);
      } else if (client === next) lost((error as Error).message);
    }
  };
  await listen();

  return {
    mark: (topic) => (listening ? counts.get(topic) : undefined),
    markFor: (topic, scope) => (listening ? Math.max(unscopedAt.get(topic)!, namedAt.get(topic)!.get(scope) ?? 0) : undefined),
    touch(scope) {
      if (scope === undefined) return bumpAll();
      for (const topic of TOPICS) bumpNamed(topic, [scope]);
    },
    settled: () => new Promise((resolve) => setImmediate(resolve)),
    async close() {
      closed = true;
      clearTimeout(retry);
      await letGo();
    },
    onCaseIds(listener) {
      caseIdListeners.add(listener);
      return () => caseIdListeners.delete(listener);
    },
    onLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
  };
}
