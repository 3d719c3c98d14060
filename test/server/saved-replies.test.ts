import { accounts, d, org, startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import type { SavedReply, SavedRepliesResponse } from '../../src/api/savedReplyTypes';
import type { DemoUsername } from '../../server/db/seed';

/**
 * Issue 36, saved replies: each demo account's units, who keeps which, and that a reply never
 * reaches another unit (not through GET, PUT or DELETE, not by guessing an id).
 */
let server: CaseHandlingServer;

const list = async (who: DemoUsername) => {
  const response = await server.call(who, 'GET', 'SavedReplies');
  return { status: response.statusCode, body: response.statusCode === 200 ? response.json<SavedRepliesResponse>() : null };
};
const create = (who: DemoUsername, unit: string, title = 'Tack för ditt ärende', body = 'Hej {förnamn}!') => server.call(who, 'POST', 'SavedReplies', { unit, title, body });

beforeAll(async () => {
  server = await startCaseHandlingServer('saved-replies');
});
afterAll(async () => {
  await server.cleanUp();
});
beforeEach(async () => {
  await server.db.deleteFrom('savedReplies').execute();
});

describe('whose saved replies', () => {
  it('each demo account has the units of its handling roles; members have none (403)', async () => {
    const units: Record<string, string[] | number> = {};
    for (const who of accounts) {
      const { status, body } = await list(who);
      units[who] = body ? body.units.map((u) => `${u.key.replace(/:.*/, '')}${u.mayEdit ? '' : ' (läsa)'}`) : status;
    }
    expect(units).toEqual({
      medlem: 403,
      'medlem-flera': 403,
      skyddad: 403,
      styrelse: ['personal', 'association'], // the handling fixtures accept the GDPR information for styrelse
      nationell: ['personal', 'association'],
      ombud: ['personal', 'association'],
      kanslist: ['personal', 'secretariat (läsa)'],
      'kansli-styrelse': ['personal', 'secretariat'],
      ekonom: ['personal'],
    });
  });

  it('a board member who has not accepted the GDPR information keeps only their own replies (spec §1)', async () => {
    await server.db.updateTable('users').set({ gdprConsentAt: null }).where('id', '=', d.styrelse.id).execute();
    try {
      expect((await list('styrelse')).body!.units.map((u) => u.key)).toEqual([`personal:${d.styrelse.id}`]);
      expect((await create('styrelse', `association:${org.styrelseBoardOf.id}`)).statusCode).toBe(400);
    } finally {
      await server.db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', d.styrelse.id).execute();
    }
  });

  it("a personal reply is its writer's alone: another handler neither sees, changes nor removes it", async () => {
    const created = await create('kanslist', `personal:${d.kanslist.id}`);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<SavedReply>();
    expect((await list('kanslist')).body!.replies.map((r) => r.id)).toEqual([id]);
    expect((await list('kansli-styrelse')).body!.replies).toEqual([]);
    expect((await server.call('kansli-styrelse', 'PUT', `SavedReplies/${id}`, { title: 'Ändrad', body: 'x' })).statusCode).toBe(404);
    expect((await server.call('kansli-styrelse', 'DELETE', `SavedReplies/${id}`)).statusCode).toBe(404);
    expect((await create('kansli-styrelse', `personal:${d.kanslist.id}`)).statusCode).toBe(400);
  });

  it("the secretariat's shared replies are kept by those with canManageSecretariat and read by every kanslist", async () => {
    expect((await create('kanslist', 'secretariat')).statusCode).toBe(403);
    const created = await create('kansli-styrelse', 'secretariat', 'Om lönesamtal', 'Hej {förnamn}, ärende {ärendenummer}. /{handläggare}');
    expect(created.statusCode).toBe(201);
    const { id } = created.json<SavedReply>();
    expect((await list('kanslist')).body!.replies.map((r) => r.title)).toEqual(['Om lönesamtal']);
    expect((await server.call('kanslist', 'PUT', `SavedReplies/${id}`, { title: 'Ändrad', body: 'x' })).statusCode).toBe(403);
    expect((await server.call('kanslist', 'DELETE', `SavedReplies/${id}`)).statusCode).toBe(403);
    const changed = await server.call('kansli-styrelse', 'PUT', `SavedReplies/${id}`, { title: '  Lönesamtal  ', body: 'Ny text' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SavedReply>()).toMatchObject({ title: 'Lönesamtal', body: 'Ny text', updatedBy: 'Mikael Forsberg' });
  });

  it("a reply never reaches another unit: a board's replies are not seen by the secretariat, another board, the economists or members", async () => {
    const board = `association:${org.ombudWorkAssociation.id}`;
    const created = await create('ombud', board, 'Styrelsens svar');
    expect(created.statusCode).toBe(201);
    const { id } = created.json<SavedReply>();
    for (const who of ['kanslist', 'kansli-styrelse', 'nationell', 'ekonom'] as const) {
      expect({ who, replies: (await list(who)).body!.replies }).toEqual({ who, replies: [] });
      expect({ who, status: (await server.call(who, 'PUT', `SavedReplies/${id}`, { title: 'x', body: 'y' })).statusCode }).toEqual({ who, status: 404 });
      expect({ who, status: (await server.call(who, 'DELETE', `SavedReplies/${id}`)).statusCode }).toEqual({ who, status: 404 });
      expect({ who, status: (await create(who, board)).statusCode }).toEqual({ who, status: 400 });
    }
    for (const who of ['medlem', 'skyddad'] as const) expect((await server.call(who, 'DELETE', `SavedReplies/${id}`)).statusCode).toBe(403);
    expect((await server.call('ombud', 'DELETE', `SavedReplies/${id}`)).statusCode).toBe(204);
    expect((await server.call('ombud', 'DELETE', `SavedReplies/${id}`)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('an empty or too long title or text is a 400 naming each field, and nothing is stored', async () => {
    const unit = `personal:${d.ekonom.id}`;
    const empty = await create('ekonom', unit, '   ', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: 'SAVED_REPLY_INVALID', data: { title: 'TITLE_REQUIRED', body: 'BODY_REQUIRED' } });
    const long = await create('ekonom', unit, 'x'.repeat(121), 'y'.repeat(5001));
    expect(long.json()).toMatchObject({ data: { title: 'TITLE_TOO_LONG', body: 'BODY_TOO_LONG' } });
    expect((await create('ekonom', unit, 'x'.repeat(100_000))).statusCode).toBe(400);
    expect((await list('ekonom')).body!.replies).toEqual([]);
  });

  it('a reply with markup is stored and answered as the text it is', async () => {
    const body = '<script>alert(1)</script> <b>Hej</b> {förnamn}';
    const created = await create('ekonom', `personal:${d.ekonom.id}`, '<i>Rubrik</i>', body);
    expect(created.statusCode).toBe(201);
    expect((await list('ekonom')).body!.replies[0]).toMatchObject({ title: '<i>Rubrik</i>', body });
  });

  it('an unknown unit or a broken id is refused', async () => {
    expect((await create('kanslist', 'association:not-an-id')).statusCode).toBe(400);
    expect((await server.call('kanslist', 'PUT', 'SavedReplies/not-a-uuid', { title: 'x', body: 'y' })).statusCode).toBe(400);
    expect((await server.call('kanslist', 'DELETE', 'SavedReplies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
