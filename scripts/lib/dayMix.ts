/**
 * Issue 38's day, its mix (`npm run bench -- day`, scripts/benchDay.ts): simulated members polling
 * their lists as the SPA does and opening their cases, two secretariat handlers replying, locking and
 * noting, the secretariat searching; each call timed by kind. And the setting it runs in: tokens
 * through the real login for the handlers and SIGNED_IN seeded members, the members' own cases, the
 * handlers' cases split so that no two handlers work on one case.
 */
import { sql } from 'kysely';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../src/domain/caseListSpec';
import { openDatabase } from '../../server/db/database';
import { hashPassword } from '../../server/auth/passwords';
import { Random } from '../../server/db/seed/random';
import { signIn } from '../../test/cluster/signIn';
import { caseForm } from '../../test/server/casesMultipart';

export const MEMBERS = Number(process.env.DAY_MEMBERS ?? 100);
/** A member's poll interval in the compressed day: the SPA's 60 s, ten times faster (each simulated member stands for ten). */
export const POLL_MS = Number(process.env.DAY_POLL_SECONDS ?? 6) * 1000;
export const SPA_POLL_MS = 60_000;
const HANDLER_EVERY_MS = 1_500;
const MEMBER_SEARCH_EVERY_MS = 3_000;
const CASE_SEARCH_EVERY_MS = 5_000;
const SIGNED_IN = Number(process.env.DAY_SIGNED_IN ?? 200);
const HANDLERS = ['kanslist', 'kansli-styrelse'] as const;
const SEARCH_WORDS = ['lön', 'arbetsmiljö', 'uppsägning', 'semester', 'avtal', 'sjuk'];
const NAME_STARTS = ['an', 'jo', 'ka', 'pe', 'sa', 'le', 'mi', 'ev', 'ni', 'ma'];

type Kind = 'member: poll of Mina ärenden' | 'member: opens a case' | 'handler: poll of Kansliets list' | 'handler: reply' | 'handler: lock'
  | 'handler: unlock' | 'handler: note' | 'secretariat: member search' | 'secretariat: case search';

class Day {
  readonly times = new Map<Kind, number[]>();
  readonly errors: string[] = [];
  requests = 0;
  /** Every choice of the mix (which case, which word, when to start), from the window's seed: the windows of a round start alike. */
  readonly random: Random;
  constructor(readonly base: string, readonly tokens: Record<string, string>, readonly until: number, seed: string) {
    this.random = new Random(seed);
  }

  /** One call as the SPA makes it; `ok` lists the statuses that are a right answer. */
  async call(kind: Kind, who: string, method: string, path: string, options: { headers?: Record<string, string>; body?: Buffer; ok?: number[] } = {}) {
    const started = performance.now();
    this.requests += 1;
    try {
      const response = await fetch(`${this.base}/api/${path}`, {
        method, headers: { authorization: `Bearer ${this.tokens[who]}`, ...options.headers }, body: options.body ? new Uint8Array(options.body) : undefined,
      });
      const text = await response.text();
      if (!(options.ok ?? [200, 201, 204]).includes(response.status)) this.errors.push(`${kind}: ${method} ${path} answered ${response.status} ${text.slice(0, 120)}`);
      this.record(kind, performance.now() - started);
      return { status: response.status, etag: response.headers.get('etag'), text };
    } catch (error) {
      // fetch's own message is 'fetch failed'; what failed is its cause (a reset, a socket closed).
      const cause = (error as Error & { cause?: Error & { code?: string } }).cause;
      this.errors.push(`${kind}: ${method} ${path}: ${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`);
      return { status: 0, etag: null, text: '' };
    }
  }

  private record(kind: Kind, ms: number) {
    const list = this.times.get(kind) ?? [];
    list.push(ms);
    this.times.set(kind, list);
  }

  get running() { return performance.now() < this.until; }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))); // a call that ran past its slot: the next at once
const pick = <T>(day: Day, items: readonly T[]) => items[Math.floor(day.random.next() * items.length)];

/**
 * A list poll as casesSagas does it: the cursor of the last answer and its ETag; the secretariat's
 * list is polled by its open part (issue 26: the closed part only once a view asks for it).
 */
async function poll(day: Day, kind: Kind, who: string, role: string, state: { etag: string | null; cursor: string | null }) {
  const since = state.cursor ? `&since=${state.cursor}` : '';
  const part = role === 'secretariat' ? '&part=open' : '';
  const answer = await day.call(kind, who, 'GET', `Case/GetAll?role=${role}${part}${since}`, {
    headers: { accept: CASE_LIST_LEAN_MEDIA_TYPE, 'accept-encoding': 'gzip', ...(state.etag ? { 'if-none-match': state.etag } : {}) }, ok: [200, 304],
  });
  if (answer.status === 200) {
    state.cursor = (JSON.parse(answer.text) as { cursor?: string }).cursor ?? null;
    state.etag = answer.etag;
  }
}

async function member(day: Day, index: number, members: string[], ownCases: Record<string, string[]>) {
  const who = members[index % members.length];
  const state = { etag: null as string | null, cursor: null as string | null };
  await sleep(day.random.next() * POLL_MS);
  while (day.running) {
    const next = performance.now() + POLL_MS;
    await poll(day, 'member: poll of Mina ärenden', who, 'member', state);
    if (day.random.next() < 0.1 && ownCases[who]?.length) await day.call('member: opens a case', who, 'GET', `Case/Get/${pick(day, ownCases[who])}`);
    await sleep(next - performance.now());
  }
}

async function handler(day: Day, who: typeof HANDLERS[number], cases: string[]) {
  const state = { etag: null as string | null, cursor: null as string | null };
  await sleep(day.random.next() * HANDLER_EVERY_MS);
  for (let turn = 0; day.running; turn += 1) {
    const next = performance.now() + HANDLER_EVERY_MS;
    const id = pick(day, cases);
    switch (turn % 4) {
      case 0: await poll(day, 'handler: poll of Kansliets list', who, 'secretariat', state); break;
      case 1: {
        const form = caseForm({ message: `Svar under dagen ${turn}` });
        await day.call('handler: reply', who, 'POST', `Message/${id}/Create`, { body: form.payload, headers: form.headers });
        break;
      }
      case 2:
        await day.call('handler: lock', who, 'POST', `Case/${id}/Lock`);
        await day.call('handler: unlock', who, 'POST', `Case/${id}/Unlock`);
        break;
      default: {
        const form = caseForm({ text: `Anteckning ${turn}` });
        await day.call('handler: note', who, 'POST', `Note/${id}/Create`, { body: form.payload, headers: form.headers });
      }
    }
    await sleep(next - performance.now());
  }
}

async function searcher(day: Day) {
  let lastCaseSearch = 0;
  while (day.running) {
    const next = performance.now() + MEMBER_SEARCH_EVERY_MS;
    await day.call('secretariat: member search', 'kanslist', 'GET', `Members/Search?text=${encodeURIComponent(pick(day, NAME_STARTS))}`);
    if (performance.now() - lastCaseSearch >= CASE_SEARCH_EVERY_MS) {
      lastCaseSearch = performance.now();
      await day.call('secretariat: case search', 'kanslist', 'GET', `Case/Search?role=secretariat&q=${encodeURIComponent(pick(day, SEARCH_WORDS))}`);
    }
    await sleep(next - performance.now());
  }
}

/**
 * `handlerCases[copy]`: the cases each handler works on in one copy of the mix. Two copies run at
 * once in the CPU comparison's doubled windows, each with its own members and its own cases (no
 * handler locks a case of the other copy's).
 */
export interface Setting { tokens: Record<string, string>; tokensExpireAt: number; members: string[]; ownCases: Record<string, string[]>; handlerCases: [Record<string, string[]>, Record<string, string[]>] }

/** The day's mix against `base` for `seconds`: what each kind took and the errors. `copy` 1 is a second mix beside the first: the other members, the other cases. */
export async function runDay(base: string, setting: Setting, seconds: number, who: 'everyone' | 'handlers' = 'everyone', seed = `day ${Math.random()}`, copy: 0 | 1 = 0): Promise<Day> {
  const day = new Day(base, setting.tokens, performance.now() + seconds * 1000, seed);
  await Promise.all([
    ...(who === 'everyone' ? Array.from({ length: MEMBERS }, (_, i) => member(day, copy * MEMBERS + i, setting.members, setting.ownCases)) : []),
    ...HANDLERS.map((name) => handler(day, name, setting.handlerCases[copy][name])),
    ...(who === 'everyone' ? [searcher(day)] : []),
  ]);
  return day;
}
/** Each one's token through the real login, four at a time, and when the first of them expires (ms, Date.now()). */
async function signInAll(url: string, names: readonly string[]): Promise<{ tokens: Record<string, string>; expireAt: number }> {
  const tokens: Record<string, string> = {};
  let expireAt = Infinity;
  for (let i = 0; i < names.length; i += 4) {
    await Promise.all(names.slice(i, i + 4).map(async (who) => {
      const asked = Date.now();
      const { token, expiresIn } = await signIn({ url, clientId: 'medlemsportal', apiScope: 'portal-api' }, who);
      if (!token || !expiresIn) throw new Error(`day: ${who} could not sign in`);
      tokens[who] = token;
      expireAt = Math.min(expireAt, asked + expiresIn * 1000);
    }));
  }
  return { tokens, expireAt };
}

/** Everyone signs in again, as the SPA renews its token: the windows outlast an access token (15 minutes). */
export async function signInAgain(url: string, setting: Setting) {
  const { tokens, expireAt } = await signInAll(url, Object.keys(setting.tokens));
  Object.assign(setting.tokens, tokens);
  setting.tokensExpireAt = expireAt;
}

/**
 * Tokens through the real sign-in: the handlers', and SIGNED_IN seeded members' (consented, not
 * protected) given a username, the demo password and a GDPR consent in this bench's own database; the members'
 * own cases; the secretariat's open cases split between the handlers.
 */
export async function prepare(databaseUrl: string, url: string): Promise<Setting> {
  const db = await openDatabase({ databaseUrl });
  try {
    const chosen = await db.selectFrom('users').innerJoin('memberships', 'memberships.userId', 'users.id').select('users.id').distinct()
      .where('users.username', 'is', null).where('users.protectedIdentity', '=', false)
      .where('memberships.role', '=', 'Member').orderBy('users.id').limit(SIGNED_IN).execute();
    const passwordHash = await hashPassword('demo', Buffer.from('bench-day-salt!!'));
    const members = chosen.map((_, i) => `bench-member-${i}`);
    // A member who has not yet answered the GDPR question sees no list: these have said yes.
    for (const [i, { id }] of chosen.entries()) {
      await db.updateTable('users').set({ username: members[i], passwordHash, gdprConsentAt: sql<Date>`coalesce(gdpr_consent_at, now())` }).where('id', '=', id).execute();
    }
    const { tokens, expireAt: tokensExpireAt } = await signInAll(url, [...HANDLERS, ...members]);
    const ownCases: Record<string, string[]> = {};
    const owned = await db.selectFrom('cases').select(['id', 'ownerUserId']).where('ownerUserId', 'in', chosen.map((c) => c.id)).execute();
    for (const [i, { id }] of chosen.entries()) ownCases[members[i]] = owned.filter((c) => c.ownerUserId === id).map((c) => c.id);
    const open = (await db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true).where('status', '<', 3)
      .where('lockedByUserId', 'is', null).orderBy('id').limit(400).execute()).map((c) => c.id);
    // A quarter each: kanslist's and kansli-styrelse's of the first copy, then of the second.
    const quarter = (q: number) => open.filter((_, i) => i % 4 === q);
    if (quarter(3).length === 0) throw new Error(`day: ${open.length} open cases of the secretariat, too few for two copies of the handlers' work`);
    return { tokens, tokensExpireAt, members, ownCases, handlerCases: [{ kanslist: quarter(0), 'kansli-styrelse': quarter(1) }, { kanslist: quarter(2), 'kansli-styrelse': quarter(3) }] };
  } finally {
    await db.destroy();
  }
}
