import { startCaseHandlingServer, type CaseHandlingServer, d, org } from './caseHandlingFixtures';
import { caseForm } from './casesMultipart';
import type { DemoUsername } from '../../server/db/seed';

let server: CaseHandlingServer;

beforeAll(async () => {
  server = await startCaseHandlingServer('hardening-rules');
});
afterAll(() => server.cleanUp());

const call = async (who: DemoUsername, method: 'GET' | 'POST', url: string) =>
  server.app.inject({ method, url: `/api/${url}`, headers: await server.as(d[who].id) });
const statusOf = async (who: DemoUsername, method: 'GET' | 'POST', url: string) => {
  const res = await call(who, method, url);
  return res.statusCode < 300 ? res.statusCode : `${res.statusCode} ${res.json().errorCode}`;
};
const consent = (given: boolean) => server.db.updateTable('users').set({ gdprConsentAt: given ? new Date() : null }).where('id', '=', d.styrelse.id).execute();

describe('spec §1: until a board member accepts the GDPR information, the API refuses the organisation role (403 GDPR_CONSENT_REQUIRED)', () => {
  afterAll(() => consent(true));

  it('refuses the board list, its case types, a board case and its handling, but not the member role', async () => {
    await consent(false);
    const boardCase = server.fixtures.stockholmNew;
    expect({
      list: await statusOf('styrelse', 'GET', 'Case/GetAll?role=organization'),
      listOfBoard: await statusOf('styrelse', 'GET', `Case/GetAll?role=organization&organisationId=${org.styrelseBoardOf.id}`),
      types: await statusOf('styrelse', 'GET', 'Case/CaseTypes?role=organization'),
      read: await statusOf('styrelse', 'GET', `Case/Get/${boardCase}`),
      auditLogs: await statusOf('styrelse', 'GET', `Case/${boardCase}/AuditLogs`),
      close: await statusOf('styrelse', 'POST', `Case/${boardCase}/Close`),
      lock: await statusOf('styrelse', 'POST', `Case/${boardCase}/Lock`),
      memberList: await statusOf('styrelse', 'GET', 'Case/GetAll'),
      gdpr: await statusOf('styrelse', 'GET', 'User/Gdpr'),
    }).toEqual({
      list: '403 GDPR_CONSENT_REQUIRED',
      listOfBoard: '403 GDPR_CONSENT_REQUIRED',
      types: '403 GDPR_CONSENT_REQUIRED',
      read: '403 GDPR_CONSENT_REQUIRED',
      auditLogs: '403 GDPR_CONSENT_REQUIRED',
      close: '403 GDPR_CONSENT_REQUIRED',
      lock: '403 GDPR_CONSENT_REQUIRED',
      memberList: 200,
      gdpr: 200,
    });
    const me = (await call('styrelse', 'GET', 'User/Me')).json();
    expect(me).toMatchObject({ isBoardmember: true, awaitsGdprConsent: true });
  });

  it('refuses a board matter created in the organisation role', async () => {
    await consent(false);
    const form = caseForm({ caseType: 'BOARD_MATTER', title: 'Styrelsemöte', message: 'Dagordning', role: 'organization' });
    const res = await server.app.inject({ method: 'POST', url: '/api/Case/Create', payload: form.payload, headers: { ...(await server.as(d.styrelse.id)), ...form.headers } });
    expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ status: 403, errorCode: 'GDPR_CONSENT_REQUIRED' });
  });

  it('lets the board in once the consent is given', async () => {
    await consent(false);
    expect((await call('styrelse', 'POST', 'User/Gdpr/Consent/true')).statusCode).toBe(200);
    expect(await statusOf('styrelse', 'GET', 'Case/GetAll?role=organization')).toBe(200);
    expect(await statusOf('styrelse', 'GET', `Case/Get/${server.fixtures.stockholmNew}`)).toBe(200);
    expect((await call('styrelse', 'GET', 'User/Me')).json().awaitsGdprConsent).toBeUndefined();
  });
});

describe('spec §4, §6: only those who may manage or reply as handlers take locks', () => {
  const lockedBy = async (caseId: string) =>
    (await server.db.selectFrom('cases').select('lockedByUserId').where('id', '=', caseId).executeTakeFirstOrThrow()).lockedByUserId;

  it('the owner of a new case takes no lock, however often it asks, and a handler can still lock and reply', async () => {
    const caseId = server.fixtures.medlemMembershipNew;
    for (let i = 0; i < 3; i++) {
      const res = await call('medlem', 'POST', `Case/${caseId}/Lock`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isLocked: false, lockedBy: null });
    }
    expect(await lockedBy(caseId)).toBeNull();
    const handler = await call('ekonom', 'POST', `Case/${caseId}/Lock`);
    expect(handler.json()).toMatchObject({ isLocked: true, lockedBy: { id: d.ekonom.id } });
  });

  it('the owner is told who holds the lock (409 IS_LOCKED), and takes nothing', async () => {
    const caseId = server.fixtures.medlemMembershipNew;
    const res = await call('medlem', 'POST', `Case/${caseId}/Lock`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'IS_LOCKED', data: { lockedBy: { id: d.ekonom.id } } });
    expect(await lockedBy(caseId)).toBe(d.ekonom.id);
    expect((await call('ekonom', 'POST', `Case/${caseId}/Unlock`)).statusCode).toBe(200);
  });

  it('the owner of a board matter, who manages it, takes the lock', async () => {
    const res = await call('styrelse', 'POST', `Case/${server.fixtures.styrelseBoardMatter}/Lock`);
    expect(res.json()).toMatchObject({ isLocked: true, lockedBy: { id: d.styrelse.id } });
    await call('styrelse', 'POST', `Case/${server.fixtures.styrelseBoardMatter}/Unlock`);
  });
});

describe('one rule for BOARD_MATTER in Case/CaseTypes and Case/Create', () => {
  const typesIn = async (who: DemoUsername, query: string) => {
    const res = await call(who, 'GET', `Case/CaseTypes${query}`);
    return res.statusCode === 200 ? (res.json().caseTypes as { type: string }[]).map((t) => t.type) : `${res.statusCode} ${res.json().errorCode}`;
  };
  const create = async (who: DemoUsername, request: Record<string, unknown>) => {
    const form = caseForm({ title: 'Styrelsemöte', message: 'Dagordning', ...request });
    const res = await server.app.inject({ method: 'POST', url: '/api/Case/Create', payload: form.payload, headers: { ...(await server.as(d[who].id)), ...form.headers } });
    return res.statusCode === 201 ? 201 : `${res.statusCode} ${res.json().errorCode}`;
  };

  it.each([['Kansliet', () => org.secretariat.id], ['Vasabyrån', () => org.economist.id]])(
    'the organisation role in the %s context: neither offered nor accepted', async (_name, id) => {
      const query = `?role=organization&organisationId=${id()}`;
      const offered = await typesIn('styrelse', query);
      const accepted = await create('styrelse', { caseType: 'BOARD_MATTER', role: 'organization', organisationId: id() });
      expect({ offered, accepted }).toEqual({ offered: '404 ORGANISATION_NOT_FOUND', accepted: '404 ORGANISATION_NOT_FOUND' });
    });

  it('in the context of the board the user sits on: offered and accepted alike', async () => {
    const offered = await typesIn('styrelse', `?role=organization&organisationId=${org.styrelseBoardOf.id}`);
    const accepted = await create('styrelse', { caseType: 'BOARD_MATTER', role: 'organization', organisationId: org.styrelseBoardOf.id });
    expect({ offered, accepted }).toEqual({ offered: ['BOARD_MATTER'], accepted: 201 });
  });

  it('every type offered in a context is accepted there, and none other', async () => {
    for (const [who, query] of [['kanslist', { role: 'secretariat', organisationId: org.secretariat.id }], ['ekonom', { role: 'economist', organisationId: org.economist.id }]] as const) {
      const offered = await typesIn(who, `?${new URLSearchParams(query)}`);
      expect(Array.isArray(offered)).toBe(true);
      for (const type of ['BOARD_MATTER', 'OTHER', 'YOUR_MEMBERSHIP']) {
        const accepted = await create(who, { caseType: type, ...query, subCategory: type === 'YOUR_MEMBERSHIP' ? 'ECONOMY' : null });
        expect({ who, type, accepted: accepted === 201 }).toEqual({ who, type, accepted: (offered as string[]).includes(type) });
      }
    }
  });
});
