import { randomUUID } from 'node:crypto';
import {
  accounts, d, restoreSnapshot, startCaseHandlingServer, takeSnapshot,
  type CaseHandlingServer, type FixtureName, type Snapshot,
} from './caseHandlingFixtures';
import type { DemoUsername } from '../../server/db/seed';

/**
 * The permission table of spec §6 for every handling call of spec §7 (issue 5): every demo account
 * against cases they may and may not touch. Each account's standing on each case is written out
 * by hand below, from the spec, not computed by the code under test:
 *   '-'  may not view the case (404, never a hint that it exists)
 *   'r'  views and replies, does not manage: the owner (a case owner cannot manage an own case
 *        unless it is a board matter)
 *   'm'  manages it (board, representatives, economists)
 *   'mi' manages it and, as the association's board or representative, may invite the secretariat
 *   'k'  manages it as the secretariat (spec §6 'Manage tags and case types: secretariat')
 */
type Level = '-' | 'r' | 'm' | 'mi' | 'k';

const standing: Record<FixtureName, Partial<Record<DemoUsername, Level>>> = {
  medlemCounselling: { medlem: 'r', kanslist: 'k', 'kansli-styrelse': 'k' },
  medlemMembershipNew: { medlem: 'r', kanslist: 'k', 'kansli-styrelse': 'k', ekonom: 'm' },
  stockholmInvited: { styrelse: 'mi', kanslist: 'k', 'kansli-styrelse': 'k' },
  stockholmNew: { styrelse: 'mi' },
  styrelseBoardMatter: { styrelse: 'mi' },
  kalmarWorkplace: { ombud: 'mi' },
  memberBenefits: { kanslist: 'k', 'kansli-styrelse': 'k' },
  medlemClosed: { medlem: 'r', kanslist: 'k', 'kansli-styrelse': 'k' },
  nationalNew: { medlem: 'r', nationell: 'mi' },
};
const fixtureNames = Object.keys(standing) as FixtureName[];
const levelOf = (fixture: FixtureName, account: DemoUsername): Level => standing[fixture][account] ?? '-';
const headOffice: FixtureName[] = ['medlemCounselling', 'medlemMembershipNew', 'memberBenefits', 'medlemClosed'];

// Expected outcomes, 'status errorCode' (or just the status for a success).
const hidden = '404 CASE_NOT_FOUND';
const viewer = (ok: string) => (level: Level) => (level === '-' ? hidden : ok);
const handler = (ok: string) => (level: Level) => (level === '-' ? hidden : level === 'r' ? '403 NOT_CASE_HANDLER' : ok);
const noteReader = (ok: string, refused: string) => (level: Level) => (level === '-' ? hidden : level === 'r' ? refused : ok);
const secretariat = (ok: string) => (level: Level) => (level === 'k' ? ok : level === 'm' || level === 'mi' ? '403 SECRETARIAT_ONLY' : handler(ok)(level));

/** Issue 34: a closed case takes notes and nothing else (CLOSED_CASE_ALLOWS): a change allowed to the caller is a 409 there. */
const openOnly = (expected: (level: Level, fixture: FixtureName) => string) => (level: Level, fixture: FixtureName) => {
  const outcome = expected(level, fixture);
  return fixture === 'medlemClosed' && outcome.startsWith('2') ? '409 CASE_CLOSED' : outcome;
};

let server: CaseHandlingServer;
let snapshot: Snapshot;

beforeAll(async () => {
  server = await startCaseHandlingServer('permissions');
  snapshot = await takeSnapshot(server.db, Object.values(server.fixtures));
});
afterAll(() => server.cleanUp());

const idOf = (fixture: FixtureName) => server.fixtures[fixture];
const caseRow = (fixture: FixtureName) => snapshot.cases.find((c) => c.id === idOf(fixture)) as { flagged: boolean; deadline: string | null };
const subsOf = (fixture: FixtureName) => snapshot.subCategories.filter((s) => s.caseId === idOf(fixture)).map((s) => s.subCategory);
const tagsOf = (fixture: FixtureName) => snapshot.tags.filter((t) => t.caseId === idOf(fixture)).map((t) => t.tagType);
const usersOf = (fixture: FixtureName) => snapshot.users.filter((u) => u.caseId === idOf(fixture));
const demoIds = new Set<string>(Object.values(d).map((a) => a.id));

async function fileOf(fixture: FixtureName, kind: 'case' | 'note') {
  return (await server.db.selectFrom('files').select('id').where('caseId', '=', idOf(fixture)).where('kind', '=', kind).executeTakeFirstOrThrow()).id;
}

type Response = Awaited<ReturnType<CaseHandlingServer['call']>>;
const outcome = (res: Response) => (res.statusCode >= 400 ? `${res.statusCode} ${res.json().errorCode}` : String(res.statusCode));

interface Call {
  /** The call's cell outcome; may look into a success (Case/Get: are notes there?). */
  run(account: DemoUsername, fixture: FixtureName): Promise<string>;
  expected(level: Level, fixture: FixtureName): string;
  /** Puts the case back after each cell (the call changes what later cells depend on). */
  restores?: boolean;
}

const plain = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: (fixture: FixtureName) => string | Promise<string>, body?: (fixture: FixtureName) => unknown) =>
  async (account: DemoUsername, fixture: FixtureName) => outcome(await server.call(account, method, await url(fixture), body?.(fixture)));

const calls: Record<string, Call> = {
  'GET Case/Get/{id}: those who may view; notes and audit log only for those who manage': {
    async run(account, fixture) {
      const res = await server.call(account, 'GET', `Case/Get/${idOf(fixture)}`);
      if (res.statusCode !== 200) return outcome(res);
      const body = res.json();
      return `200 notes:${body.notes !== null} auditLogs:${body.auditLogs !== null}`;
    },
    expected: (level) => (level === '-' ? hidden : `200 notes:${level !== 'r'} auditLogs:${level !== 'r'}`),
  },
  'GET Case/{id}/AuditLogs: for those who manage': {
    run: plain('GET', (f) => `Case/${idOf(f)}/AuditLogs`),
    expected: noteReader('200', '403 AUDIT_LOGS_NOT_ALLOWED'),
  },
  'GET Note/{caseId}/Get: for those who manage': {
    run: plain('GET', (f) => `Note/${idOf(f)}/Get`),
    expected: noteReader('200', '403 NOTES_NOT_ALLOWED'),
  },
  'POST Note/{caseId}/Create: for those who manage': {
    run: async (account, fixture) => outcome(await server.form(account, `Note/${idOf(fixture)}/Create`, { text: 'Ringde medlemmen.' })),
    expected: noteReader('201', '403 NOTES_NOT_ALLOWED'),
  },
  'DELETE Note/{id}/Delete: an author who may read the notes': {
    async run(account, fixture) {
      // A note written by this account (as if it once could): authorship alone grants nothing.
      const noteId = randomUUID();
      await server.db.insertInto('notes').values({ id: noteId, caseId: idOf(fixture), authorUserId: d[account].id, text: 'Egen anteckning' }).execute();
      return outcome(await server.call(account, 'DELETE', `Note/${noteId}/Delete`));
    },
    expected: (level) => (level === '-' ? '404 NOTE_NOT_FOUND' : level === 'r' ? '403 NOTES_NOT_ALLOWED' : '204'),
  },
  'POST Message/{caseId}/Create: those who may reply, never on a closed case': {
    run: async (account, fixture) => outcome(await server.form(account, `Message/${idOf(fixture)}/Create`, { message: 'Tack för ditt meddelande.' })),
    expected: (level, fixture) => (level === '-' ? hidden : fixture === 'medlemClosed' ? '409 CASE_CLOSED' : '201'),
    restores: true,
  },
  'GET Case/DownloadFile/{id}: message files for those who may view the case': {
    run: plain('GET', async (f) => `Case/DownloadFile/${await fileOf(f, 'case')}`),
    expected: (level) => (level === '-' ? '404 FILE_NOT_FOUND' : '200'),
  },
  'GET Note/DownloadFile/{id}: note files for those who may read the notes': {
    run: plain('GET', async (f) => `Note/DownloadFile/${await fileOf(f, 'note')}`),
    expected: (level) => (level === '-' ? '404 FILE_NOT_FOUND' : level === 'r' ? '403 NOTES_NOT_ALLOWED' : '200'),
  },
  'GET Case/{id}/GetAdministratorAlternatives: for those who manage': {
    run: plain('GET', (f) => `Case/${idOf(f)}/GetAdministratorAlternatives`),
    expected: handler('200'),
  },
  'PUT Case/{id}/SetAdministrators: for those who manage': {
    run: plain('PUT', (f) => `Case/${idOf(f)}/SetAdministrators`, (f) => ({ administratorUserIds: usersOf(f).filter((u) => u.isAdministrating).map((u) => u.userId) })),
    expected: openOnly(handler('200')),
  },
  'POST Case/{id}/Lock: those who may reply': {
    run: plain('POST', (f) => `Case/${idOf(f)}/Lock`),
    expected: viewer('200'),
    restores: true,
  },
  'POST Case/{id}/Unlock: anyone who may view (a free case: nothing to do)': {
    run: plain('POST', (f) => `Case/${idOf(f)}/Unlock`),
    expected: viewer('200'),
  },
  'GET Case/{id}/ChangeCaseTypeAlternatives: the secretariat, when it manages the case': {
    run: plain('GET', (f) => `Case/${idOf(f)}/ChangeCaseTypeAlternatives`),
    expected: secretariat('200'),
  },
  'POST Case/SetCaseType: the secretariat, among the head office\'s types': {
    run: plain('POST', () => 'Case/SetCaseType', (f) => ({ caseId: idOf(f), caseType: f === 'medlemClosed' ? 'COUNSELING' : 'OTHER', associationId: null })),
    expected: openOnly((level, fixture) => secretariat(headOffice.includes(fixture) ? '200' : '400 CASE_TYPE_NOT_ALLOWED')(level)),
    restores: true,
  },
  'POST Case/{id}/SetSubCategories: for those who manage': {
    run: plain('POST', (f) => `Case/${idOf(f)}/SetSubCategories`, (f) => ({ subCategories: subsOf(f) })),
    expected: openOnly(handler('200')),
  },
  'GET Case/{id}/TagAlternatives: the secretariat, when it manages the case': {
    run: plain('GET', (f) => `Case/${idOf(f)}/TagAlternatives`),
    expected: secretariat('200'),
  },
  'POST Case/{id}/SetTags: the secretariat, when it manages the case': {
    run: plain('POST', (f) => `Case/${idOf(f)}/SetTags`, (f) => ({ tags: tagsOf(f) })),
    expected: openOnly(secretariat('200')),
  },
  'POST Case/{id}/Close: for those who manage': {
    run: plain('POST', (f) => `Case/${idOf(f)}/Close`),
    expected: handler('200'),
    restores: true,
  },
  'PATCH Case/Flag: for those who manage': {
    run: plain('PATCH', () => 'Case/Flag', (f) => ({ caseId: idOf(f), flagged: caseRow(f).flagged })),
    expected: openOnly(handler('200')),
  },
  'PUT Case/{id}/AddUser: for those who manage': {
    run: plain('PUT', (f) => `Case/${idOf(f)}/AddUser?userId=${usersOf(f).find((u) => !demoIds.has(u.userId))!.userId}`),
    expected: openOnly(handler('200')),
  },
  'PUT Case/{id}/InviteTheSecretariat: the board or representatives handling an association case': {
    run: plain('PUT', (f) => `Case/${idOf(f)}/InviteTheSecretariat`),
    expected: (level) => (level === '-' ? hidden : level === 'mi' ? '200' : '403 INVITE_NOT_ALLOWED'),
    restores: true,
  },
  'POST Case/{id}/SetDeadLine: for those who manage': {
    run: plain('POST', (f) => `Case/${idOf(f)}/SetDeadLine`, () => ({ deadline: '2027-01-15' })),
    expected: openOnly(handler('200')),
    restores: true,
  },
  'POST Case/{id}/ClearDeadLine: for those who manage': {
    run: plain('POST', (f) => `Case/${idOf(f)}/ClearDeadLine`),
    expected: openOnly(handler('200')),
    restores: true,
  },
};

describe('spec §6 on the server, for every handling call, every demo account and cases they may and may not touch', () => {
  it.each(Object.keys(calls))('%s', async (name) => {
    const call = calls[name];
    const expected: Record<string, Record<string, string>> = {};
    const actual: Record<string, Record<string, string>> = {};
    for (const fixture of fixtureNames) {
      expected[fixture] = {};
      actual[fixture] = {};
      for (const account of accounts) {
        expected[fixture][account] = call.expected(levelOf(fixture, account), fixture);
        actual[fixture][account] = await call.run(account, fixture);
        // A refused call writes nothing (checked in caseHandling.test.ts); a successful one is undone.
        if (call.restores && actual[fixture][account].startsWith('2')) await restoreSnapshot(server.db, snapshot, idOf(fixture));
      }
    }
    expect(actual).toEqual(expected);
  });
});

describe('the handling calls need a token', () => {
  it.each([
    ['GET', 'Case/Get/{id}'], ['GET', 'Case/{id}/AuditLogs'], ['GET', 'Note/{id}/Get'], ['POST', 'Note/{id}/Create'],
    ['DELETE', 'Note/{id}/Delete'], ['POST', 'Message/{id}/Create'], ['GET', 'Case/DownloadFile/{id}'], ['GET', 'Note/DownloadFile/{id}'],
    ['GET', 'Case/{id}/GetAdministratorAlternatives'], ['PUT', 'Case/{id}/SetAdministrators'], ['POST', 'Case/{id}/Lock'],
    ['POST', 'Case/{id}/Unlock'], ['GET', 'Case/{id}/ChangeCaseTypeAlternatives'], ['POST', 'Case/SetCaseType'],
    ['POST', 'Case/{id}/SetSubCategories'], ['GET', 'Case/{id}/TagAlternatives'], ['POST', 'Case/{id}/SetTags'], ['POST', 'Case/{id}/Close'],
    ['PATCH', 'Case/Flag'], ['PUT', 'Case/{id}/AddUser?userId={id}'], ['PUT', 'Case/{id}/InviteTheSecretariat'],
    ['POST', 'Case/{id}/SetDeadLine'], ['POST', 'Case/{id}/ClearDeadLine'],
  ] as const)('%s %s without a token is a 401', async (method, path) => {
    const res = await server.app.inject({ method, url: `/api/${path.replaceAll('{id}', server.fixtures.medlemCounselling)}` });
    expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ status: 401, errorCode: 'UNAUTHORIZED' });
  });
});
