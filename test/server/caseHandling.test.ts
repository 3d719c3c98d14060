import { readList } from './caseListSupport';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { d, org, startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { blobBytes, storeContents } from './helpers';
import { multipart, sampleBytes } from './casesMultipart';
import { sampleFiles } from '../../server/db/seed';
import { MAX_CASE_FILES } from '../../src/domain/fileTypes';
import type {
  AdministratorAlternativesResponse, AuditLogEntry, CaseDetail, CaseMessageCreated, CaseNote, CaseTypeAlternativesResponse,
  NotesResponse, SetAdministratorsResponse, TagsResponse,
} from '../../src/api/caseHandlingTypes';

let server: CaseHandlingServer;
beforeAll(async () => { server = await startCaseHandlingServer('case-handling'); });
afterAll(() => server.cleanUp());

type Who = Parameters<CaseHandlingServer['call']>[0];
const f = () => server.fixtures;
const get = async (who: Who, id: string) => (await server.call(who, 'GET', `Case/Get/${id}`)).json() as CaseDetail;
const listOf = async (who: Who, role: string) => readList((await server.call(who, 'GET', `Case/GetAll?role=${role}`)).json()).cases;
const auditOf = async (id: string) => (await server.db.selectFrom('auditLogs').select(['eventType', 'userId', 'data']).where('caseId', '=', id).orderBy('id').execute());
const lastEvent = async (id: string) => (await auditOf(id)).at(-1);
const caseRow = (id: string) => server.db.selectFrom('cases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Everything any handling call could write: every case's version, row counts, files on disk. */
async function footprint() {
  const { rows } = await sql<Record<string, string>>`select
      (select string_agg(id::text || ':' || list_version::text || ':' || coalesce(locked_by_user_id::text, '-'), ',' order by id) from cases) as cases,
      (select count(*) from messages)::text as messages, (select count(*) from notes)::text as notes,
      (select count(*) from files)::text as files, (select count(*) from blobs)::text as blobs,
      (select count(*) from audit_logs)::text as audit, (select count(*) from case_users)::text as users,
      (select string_agg(case_id::text || tag_type, ',' order by case_id, tag_type) from case_tags) as tags,
      (select string_agg(case_id::text || sub_category, ',' order by case_id, sub_category) from case_sub_categories) as subs,
      (select count(*) from case_reads)::text as reads`.execute(server.db);
  const stored = await storeContents(server.blobs, server.db);
  return { ...rows[0], blobFiles: stored.blobs, tempFiles: stored.staged };
}

/** The call is refused with this status and errorCode, and nothing at all is written. */
async function refused(call: () => ReturnType<CaseHandlingServer['call']>, status: number, errorCode: string) {
  const before = await footprint();
  const res = await call();
  expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ status, errorCode });
  expect(await footprint()).toEqual(before);
}

describe('GET Case/Get/{id}: the full case (spec §3 Case, §7)', () => {
  it('for a handler: the list fields, messages oldest first with their files, notes, audit log, note files, and what it may do', async () => {
    const c = await get('kanslist', f().medlemCounselling);
    expect(c).toMatchObject({
      id: f().medlemCounselling, caseType: { type: 'COUNSELING' }, status: 2, ownerUser: { id: d.medlem.id, name: 'Anna Lindqvist' },
      subCategories: [{ type: 'SALARY', title: 'Lön' }], tags: [{ type: 'SALARY_REVIEW', title: 'Lönerevision' }], flagged: true,
      isLocked: false, lockedBy: null, lockExpiresAt: null,
      access: { mayManage: true, mayReply: true, mayReadNotes: true, mayInviteSecretariat: false, mayManageTagsAndCaseType: true },
    });
    const times = c.messages.map((m) => m.created);
    expect(times).toEqual([...times].sort());
    expect(c.messages[0].sender.id).toBe(d.medlem.id);
    expect(c.messages[0].files).toEqual([expect.objectContaining({ fileName: 'Bilaga "ärende".pdf', fileType: 'case', contentType: 'application/pdf' })]);
    expect(c.notes!.length).toBeGreaterThan(0);
    expect(c.notes![0]).toMatchObject({ text: expect.any(String), author: { id: expect.any(String), name: expect.any(String) } });
    expect(c.auditLogs!.map((a) => a.eventType)).toContain('CREATED');
    expect(c.auditLogs!.filter((a) => a.eventType === 'USER_ADDED').map((a) => a.data)).toContainEqual({ addedUserId: d.kanslist.id, isAdministrating: true });
    expect(c.files.map((file) => file.fileType).sort()).toEqual(expect.arrayContaining(['case', 'note']));
  });

  it('for its owner: notes and audit log are null and note files are left out (spec §6)', async () => {
    const c = await get('medlem', f().medlemCounselling);
    expect(c).toMatchObject({ notes: null, auditLogs: null, access: { mayManage: false, mayReply: true, mayReadNotes: false, mayManageTagsAndCaseType: false } });
    expect(c.files.length).toBeGreaterThan(0);
    expect(c.files.every((file) => file.fileType === 'case')).toBe(true);
  });

  it('a board member handling an association case may invite the secretariat', async () => {
    expect((await get('styrelse', f().stockholmNew)).access).toEqual({
      mayManage: true, mayReply: true, mayReadNotes: true, mayInviteSecretariat: true, mayManageTagsAndCaseType: false,
    });
    expect((await get('styrelse', f().styrelseBoardMatter)).access).toMatchObject({ mayManage: true, mayReadNotes: true });
  });

  it('opening the case marks it read: hasUnreadMessages clears there and in the list', async () => {
    const id = f().medlemCounselling;
    await server.db.deleteFrom('caseReads').where('caseId', '=', id).where('userId', '=', d.medlem.id).execute();
    expect((await listOf('medlem', 'member')).find((c) => c.id === id)!.hasUnreadMessages).toBe(true);
    expect((await get('medlem', id)).hasUnreadMessages).toBe(false);
    expect((await listOf('medlem', 'member')).find((c) => c.id === id)!.hasUnreadMessages).toBe(false);
  });

  it('issue 35, no echo: reading a case already read writes no read mark (no change for the lists)', async () => {
    const id = f().medlemCounselling;
    await get('medlem', id);
    const before = await server.db.selectFrom('caseReads').select('readAt').where('caseId', '=', id).where('userId', '=', d.medlem.id).executeTakeFirstOrThrow();
    const changes = async () => Number((await sql<{ n: string }>`select count(*) as n from case_list.changes where case_id = ${id}`.execute(server.db)).rows[0].n);
    const logged = await changes();
    await get('medlem', id);
    const after = await server.db.selectFrom('caseReads').select('readAt').where('caseId', '=', id).where('userId', '=', d.medlem.id).executeTakeFirstOrThrow();
    expect(after.readAt).toEqual(before.readAt);
    expect(await changes()).toBe(logged);
  });

  it('issue 35: Case/Get answers 304 against the caller\'s version of the case; a change (a note) or another caller is a new version', async () => {
    const id = f().medlemCounselling;
    const first = await server.call('kanslist', 'GET', `Case/Get/${id}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.app.inject({ method: 'GET', url: `/api/Case/Get/${id}`, headers: { ...(await server.as(d.kanslist.id)), 'if-none-match': etag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const other = await server.app.inject({ method: 'GET', url: `/api/Case/Get/${id}`, headers: { ...(await server.as(d['kansli-styrelse'].id)), 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect((await server.form('kanslist', `Note/${id}/Create`, { text: 'En ny anteckning' })).statusCode).toBe(201);
    const changed = await server.app.inject({ method: 'GET', url: `/api/Case/Get/${id}`, headers: { ...(await server.as(d.kanslist.id)), 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('an id that is not a uuid is a 400; one of no case is the same 404 as one the caller may not view', async () => {
    expect((await server.call('kanslist', 'GET', 'Case/Get/123')).json().errorCode).toBe('VALIDATION_FAILED');
    const unknown = await server.call('kanslist', 'GET', 'Case/Get/00000000-0000-4000-8000-00000000dead');
    const hidden = await server.call('kanslist', 'GET', `Case/Get/${f().stockholmNew}`);
    expect([unknown.statusCode, unknown.body]).toEqual([404, hidden.body]);
  });
});

describe('POST Message/{caseId}/Create: a reply (spec §4, §7)', () => {
  it('a handler\'s reply with a pdf: 201, the new case is Pågående, read for the sender, unread for the owner, the file is stored', async () => {
    const id = f().nationalNew;
    const res = await server.form('nationell', `Message/${id}/Create`, { message: '  Hej! Styrelsen har tagit emot din fråga.  ' }, [
      { fileName: 'Protokoll från mötet.pdf', content: sampleBytes.pdf, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json() as CaseMessageCreated;
    expect(created).toMatchObject({
      status: 2,
      message: { sender: { id: d.nationell.id, name: 'Per Sandberg' }, message: 'Hej! Styrelsen har tagit emot din fråga.',
        files: [{ fileName: 'Protokoll från mötet.pdf', contentType: 'application/pdf', fileType: 'case', size: sampleBytes.pdf.length }] },
    });
    expect((await caseRow(id)).status).toBe(2);
    const sha = createHash('sha256').update(sampleBytes.pdf).digest('hex');
    expect((await blobBytes(server.blobs, sha)).equals(sampleBytes.pdf)).toBe(true);
    expect((await listOf('nationell', 'organization')).find((c) => c.id === id)).toMatchObject({ status: 2, hasUnreadMessages: false, preview: { sender: { name: 'Per Sandberg' } } });
    expect((await listOf('medlem', 'member')).find((c) => c.id === id)).toMatchObject({ status: 2, hasUnreadMessages: true });
    const shown = await get('medlem', id);
    expect(shown.messages.at(-1)).toEqual(created.message);
    const download = await server.call('medlem', 'GET', `Case/DownloadFile/${created.message.files[0].id}`);
    expect(download.rawPayload.equals(sampleBytes.pdf)).toBe(true);
  });

  it('the owner\'s own follow-up leaves a new case new', async () => {
    const id = f().medlemMembershipNew;
    const res = await server.form('medlem', `Message/${id}/Create`, { message: 'Jag glömde bifoga fakturan.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe(1);
    expect((await caseRow(id)).status).toBe(1);
  });

  it('accepts the spec\'s spelling of the field, request {Message}', async () => {
    expect((await server.form('medlem', `Message/${f().medlemMembershipNew}/Create`, { Message: 'Och en sak till.' })).statusCode).toBe(201);
  });

  it('a closed case takes no replies: 409 CASE_CLOSED, nothing written', async () => {
    await refused(() => server.form('medlem', `Message/${f().medlemClosed}/Create`, { message: 'Hallå?' }), 409, 'CASE_CLOSED');
  });

  it.each([
    ['no request field', () => multipart([{ name: 'files', fileName: 'a.pdf', content: sampleBytes.pdf }]), 'INVALID_REQUEST'],
    ['a request that is not JSON', () => multipart([{ name: 'request', value: '{message:' }]), 'INVALID_REQUEST'],
    ['a request that is not an object', () => multipart([{ name: 'request', value: '"Hej"' }]), 'INVALID_REQUEST'],
    ['an empty message', () => multipart([{ name: 'request', value: JSON.stringify({ message: '   ' }) }]), 'MESSAGE_REQUIRED'],
    ['a message that is not text', () => multipart([{ name: 'request', value: JSON.stringify({ message: 42 }) }]), 'INVALID_REQUEST'],
    ['a message that is too long', () => multipart([{ name: 'request', value: JSON.stringify({ message: 'x'.repeat(20001) }) }]), 'MESSAGE_TOO_LONG'],
    ['a file of a type not allowed', () => multipart([{ name: 'request', value: JSON.stringify({ message: 'Hej' }) }, { name: 'files', fileName: 'a.txt', content: sampleBytes.text }]), 'WRONG_FILE_TYPE'],
    ['a text file named .pdf', () => multipart([{ name: 'request', value: JSON.stringify({ message: 'Hej' }) }, { name: 'files', fileName: 'a.pdf', content: sampleBytes.text }]), 'WRONG_FILE_TYPE'],
    ['a good file and then a bad one', () => multipart([{ name: 'request', value: JSON.stringify({ message: 'Hej' }) }, { name: 'files', fileName: 'ok.png', content: sampleBytes.png }, { name: 'files', fileName: 'b.exe', content: sampleBytes.text }]), 'WRONG_FILE_TYPE'],
    ['too many files', () => multipart([{ name: 'request', value: JSON.stringify({ message: 'Hej' }) }, ...Array.from({ length: MAX_CASE_FILES + 1 }, (_, i) => ({ name: 'files', fileName: `f${i}.jpg`, content: sampleBytes.jpeg }))]), 'TOO_MANY_FILES'],
  ])('bad input is a 400 and writes nothing: %s', async (_what, form, errorCode) => {
    const body = form();
    await refused(async () => server.app.inject({
      method: 'POST', url: `/api/Message/${f().medlemMembershipNew}/Create`, payload: body.payload, headers: { ...(await server.as(d.kanslist.id)), ...body.headers },
    }), 400, errorCode);
  });

  it('a JSON body instead of multipart is a 400 NOT_MULTIPART', async () => {
    await refused(() => server.call('kanslist', 'POST', `Message/${f().medlemMembershipNew}/Create`, { message: 'Hej' }), 400, 'NOT_MULTIPART');
  });
});

describe('notes: Note/{caseId}/Get, Note/{caseId}/Create, Note/{id}/Delete (spec §3, §7)', () => {
  it('a handler writes a note with a file; it is listed, shown on the case with its file, and downloadable as a note file only', async () => {
    const id = f().kalmarWorkplace;
    const res = await server.form('ombud', `Note/${id}/Create`, { text: 'Pratat med arbetsgivaren.' }, [{ fileName: 'skärmbild.png', content: sampleBytes.png, contentType: 'image/png' }]);
    expect(res.statusCode).toBe(201);
    const note = res.json() as CaseNote;
    expect(note).toMatchObject({ text: 'Pratat med arbetsgivaren.', author: { id: d.ombud.id, name: 'Sara Nyström' }, files: [{ fileName: 'skärmbild.png', fileType: 'note', contentType: 'image/png' }] });
    expect(((await server.call('ombud', 'GET', `Note/${id}/Get`)).json() as NotesResponse).notes.at(-1)).toEqual(note);
    const shown = await get('ombud', id);
    expect(shown.notes!.at(-1)).toEqual(note);
    expect(shown.files).toContainEqual(note.files[0]);
    expect((await server.call('ombud', 'GET', `Note/DownloadFile/${note.files[0].id}`)).rawPayload.equals(sampleBytes.png)).toBe(true);
    expect((await server.call('ombud', 'GET', `Case/DownloadFile/${note.files[0].id}`)).json().errorCode).toBe('FILE_NOT_FOUND');
  });

  it('a note needs a text: 400 TEXT_REQUIRED, nothing written', async () => {
    await refused(() => server.form('ombud', `Note/${f().kalmarWorkplace}/Create`, { text: '' }, [{ fileName: 'a.pdf', content: sampleBytes.pdf }]), 400, 'TEXT_REQUIRED');
  });

  it('a note is deleted by its author with its files (204); another handler gets 403 NOT_NOTE_AUTHOR; an unknown note 404', async () => {
    const id = f().medlemMembershipNew;
    const note = (await server.form('ekonom', `Note/${id}/Create`, { text: 'Kontrollerat fakturan.' }, [{ fileName: 'faktura.pdf', content: sampleBytes.pdf }])).json() as CaseNote;
    await refused(() => server.call('kanslist', 'DELETE', `Note/${note.id}/Delete`), 403, 'NOT_NOTE_AUTHOR');
    await refused(() => server.call('medlem', 'DELETE', `Note/${note.id}/Delete`), 403, 'NOTES_NOT_ALLOWED');
    await refused(() => server.call('styrelse', 'DELETE', `Note/${note.id}/Delete`), 404, 'NOTE_NOT_FOUND');
    const res = await server.call('ekonom', 'DELETE', `Note/${note.id}/Delete`);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect(await server.db.selectFrom('notes').select('id').where('id', '=', note.id).execute()).toEqual([]);
    expect(await server.db.selectFrom('files').select('id').where('noteId', '=', note.id).execute()).toEqual([]);
    expect((await server.call('ekonom', 'GET', `Note/DownloadFile/${note.files[0].id}`)).statusCode).toBe(404);
    expect((await server.call('ekonom', 'DELETE', `Note/${note.id}/Delete`)).json().errorCode).toBe('NOTE_NOT_FOUND');
  });
});

describe('downloads: attachment with a safe file name, the stored content type, nosniff', () => {
  it('a seeded file (no bytes on disk) comes from the seed\'s sample bytes, named by RFC 5987', async () => {
    const file = await server.db.selectFrom('files').select(['id', 'blobSha256']).where('caseId', '=', f().medlemCounselling).where('kind', '=', 'case')
      .where('fileName', '=', 'Bilaga "ärende".pdf').executeTakeFirstOrThrow();
    const res = await server.app.inject({ method: 'GET', url: `/api/Case/DownloadFile/${file.id}`, headers: { ...(await server.as(d.medlem.id)), 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Bilaga __rende_.pdf"; filename*=UTF-8''Bilaga%20%22%C3%A4rende%22.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(sampleFiles().find((s) => s.sha256 === file.blobSha256)!.bytes)).toBe(true);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
  });

  it('a file whose name would break the header gets only harmless characters in it', async () => {
    const res = await server.form('kanslist', `Message/${f().memberBenefits}/Create`, { message: 'Se bilaga.' }, [
      { fileName: 'a\\b;c\'(d)*.png', content: sampleBytes.png },
    ]);
    const file = (res.json() as CaseMessageCreated).message.files[0];
    const download = await server.call('kanslist', 'GET', `Case/DownloadFile/${file.id}`);
    expect(download.headers['content-type']).toBe('image/png');
    const disposition = download.headers['content-disposition'] as string;
    expect(disposition.startsWith('attachment; filename="')).toBe(true);
    expect(disposition).not.toMatch(/[\r\n]/);
    const star = disposition.split("filename*=UTF-8''")[1];
    expect(star).toMatch(/^[A-Za-z0-9%._~!$&+^`|-]+$/);
    expect(decodeURIComponent(star)).toBe(file.fileName);
  });

  it('an id of no file, or of a document, is a 404 FILE_NOT_FOUND', async () => {
    expect((await server.call('kanslist', 'GET', 'Case/DownloadFile/00000000-0000-4000-8000-00000000dead')).json().errorCode).toBe('FILE_NOT_FOUND');
    const doc = await server.db.selectFrom('files').select('id').where('kind', '=', 'document').executeTakeFirstOrThrow();
    expect((await server.call('kanslist', 'GET', `Case/DownloadFile/${doc.id}`)).json().errorCode).toBe('FILE_NOT_FOUND');
  });
});

describe('administrators: the handlers of the case\'s area (GetAdministratorAlternatives, SetAdministrators)', () => {
  /** Users by organisation kind and role, straight from the tables. */
  const membersOf = async (where: ReturnType<typeof sql<boolean>>) => (await sql<{ id: string }>`select distinct m.user_id as id
    from memberships m join organisations o on o.id = m.organisation_id where ${where}`.execute(server.db)).rows.map((r) => r.id).sort();
  const secretariat = () => membersOf(sql<boolean>`o.kind = 'secretariat'`);
  const economists = () => membersOf(sql<boolean>`o.kind = 'economist'`);
  const boardOf = (id: string) => membersOf(sql<boolean>`o.id = ${id} and m.role = 'Styrelsemedlem'`);
  const alternatives = async (who: Who, id: string) =>
    ((await server.call(who, 'GET', `Case/${id}/GetAdministratorAlternatives`)).json() as AdministratorAlternativesResponse).administratorAlternatives.map((u) => u.id).sort();

  it('a head-office counselling case: the secretariat staff', async () => {
    expect(await alternatives('kanslist', f().medlemCounselling)).toEqual(await secretariat());
  });
  it('a membership case: the secretariat and the economists; about member benefits: the secretariat only', async () => {
    expect(await alternatives('ekonom', f().medlemMembershipNew)).toEqual([...await secretariat(), ...await economists()].sort());
    expect(await alternatives('kanslist', f().memberBenefits)).toEqual(await secretariat());
  });
  it('an association case: its board; once the secretariat is invited, the secretariat too', async () => {
    expect(await alternatives('styrelse', f().stockholmNew)).toEqual(await boardOf(org.styrelseBoardOf.id));
    expect(await alternatives('styrelse', f().stockholmInvited)).toEqual([...new Set([...await boardOf(org.styrelseBoardOf.id), ...await secretariat()])].sort());
  });
  it('a workplace case: the association\'s board and the workplace\'s union representatives', async () => {
    const reps = (await sql<{ id: string }>`select r.user_id as id from workplace_representatives r join users u on u.id = r.user_id and u.workplace_id = r.workplace_id
      join cases c on c.workplace_id = r.workplace_id where c.id = ${f().kalmarWorkplace}`.execute(server.db)).rows.map((r) => r.id);
    expect(reps).toContain(d.ombud.id);
    expect(await alternatives('ombud', f().kalmarWorkplace)).toEqual([...new Set([...await boardOf(org.ombudWorkAssociation.id), ...reps])].sort());
  });
  it('a board matter: the board, its owner among them', async () => {
    const list = await alternatives('styrelse', f().styrelseBoardMatter);
    expect(list).toEqual(await boardOf(org.styrelseBoardOf.id));
    expect(list).toContain(d.styrelse.id);
  });

  it('SetAdministrators makes exactly those administrators: USER_ADDED for each new one, those left out are taken off', async () => {
    const id = f().medlemCounselling;
    const before = (await get('kanslist', id)).users;
    expect(before.filter((u) => u.isAdministrating).map((u) => u.id)).toEqual([d.kanslist.id]);
    const res = await server.call('kanslist', 'PUT', `Case/${id}/SetAdministrators`, { administratorUserIds: [d['kansli-styrelse'].id] });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as SetAdministratorsResponse;
    expect(answer.administrators).toEqual([{ id: d['kansli-styrelse'].id, name: 'Mikael Forsberg', isAdministrating: true }]);
    expect(answer.users!.map((u) => u.id).sort()).toEqual([...before.filter((u) => !u.isAdministrating).map((u) => u.id), d['kansli-styrelse'].id].sort());
    expect(await lastEvent(id)).toEqual({ eventType: 'USER_ADDED', userId: d.kanslist.id, data: { addedUserId: d['kansli-styrelse'].id, isAdministrating: true } });
    expect((await get('kansli-styrelse', id)).users).toEqual(answer.users);
    // kanslist, no longer on the case, still handles it as the secretariat.
    expect((await server.call('kanslist', 'PUT', `Case/${id}/SetAdministrators`, { administratorUserIds: [d.kanslist.id, d['kansli-styrelse'].id] })).statusCode).toBe(200);
  });

  it('only alternatives (or current administrators) are accepted: 400 USER_NOT_ALLOWED, nothing written', async () => {
    const id = f().medlemCounselling;
    await refused(() => server.call('kanslist', 'PUT', `Case/${id}/SetAdministrators`, { administratorUserIds: [d.kanslist.id, d.medlem.id] }), 400, 'USER_NOT_ALLOWED');
    await refused(() => server.call('kanslist', 'PUT', `Case/${id}/SetAdministrators`, { administratorUserIds: [d.ekonom.id] }), 400, 'USER_NOT_ALLOWED');
    await refused(() => server.call('kanslist', 'PUT', `Case/${id}/SetAdministrators`, { administratorUserIds: ['00000000-0000-4000-8000-00000000dead'] }), 400, 'USER_NOT_ALLOWED');
    await refused(() => server.call('kanslist', 'PUT', `Case/${id}/SetAdministrators`, { administratorUserIds: [d.kanslist.id, d.kanslist.id] }), 400, 'VALIDATION_FAILED');
    await refused(() => server.call('kanslist', 'PUT', `Case/${id}/SetAdministrators`, { administratorUserIds: ['nope'] }), 400, 'VALIDATION_FAILED');
    await refused(() => server.call('kanslist', 'PUT', `Case/${id}/SetAdministrators`, {}), 400, 'VALIDATION_FAILED');
  });

  it('AddUser invites an alternative (USER_ADDED, not administrating), shown among the case\'s users; again changes nothing', async () => {
    const id = f().stockholmNew;
    const onCase = (await server.db.selectFrom('caseUsers').select('userId').where('caseId', '=', id).execute()).map((u) => u.userId);
    const colleague = (await boardOf(org.styrelseBoardOf.id)).find((u) => u !== d.styrelse.id && !onCase.includes(u))!;
    const res = await server.call('styrelse', 'PUT', `Case/${id}/AddUser?userId=${colleague}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().users).toContainEqual(expect.objectContaining({ id: colleague, isAdministrating: false }));
    expect(res.json().addedUser).toEqual(expect.objectContaining({ id: colleague, isAdministrating: false }));
    expect(await lastEvent(id)).toEqual({ eventType: 'USER_ADDED', userId: d.styrelse.id, data: { addedUserId: colleague, isAdministrating: false } });
    expect((await get('styrelse', id)).users).toContainEqual(expect.objectContaining({ id: colleague, isAdministrating: false }));
    const again = await footprint();
    expect((await server.call('styrelse', 'PUT', `Case/${id}/AddUser?userId=${colleague}`)).statusCode).toBe(200);
    expect(await footprint()).toEqual(again);
  });

  it('AddUser refuses anyone else (the owner, a member, the secretariat not invited, no user): 400 USER_NOT_ALLOWED', async () => {
    const id = f().stockholmNew;
    const owner = (await caseRow(id)).ownerUserId;
    for (const userId of [owner, d.medlem.id, d.kanslist.id, '00000000-0000-4000-8000-00000000dead']) {
      await refused(() => server.call('styrelse', 'PUT', `Case/${id}/AddUser?userId=${userId}`), 400, 'USER_NOT_ALLOWED');
    }
    await refused(() => server.call('styrelse', 'PUT', `Case/${id}/AddUser`), 400, 'VALIDATION_FAILED');
    await refused(() => server.call('styrelse', 'PUT', `Case/${id}/AddUser?userId=x`), 400, 'VALIDATION_FAILED');
  });
});

describe('InviteTheSecretariat: the board brings in the secretariat (spec §4, §6 forSecretariat)', () => {
  it('the secretariat, which could not see the board\'s case, now sees and handles it', async () => {
    const id = f().stockholmNew;
    expect((await server.call('kanslist', 'GET', `Case/Get/${id}`)).statusCode).toBe(404);
    const res = await server.call('styrelse', 'PUT', `Case/${id}/InviteTheSecretariat`);
    expect([res.statusCode, res.json()]).toEqual([200, { shouldBeHandledByKanslist: true, invitationFromBoardMember: true }]);
    expect((await get('kanslist', id)).access).toMatchObject({ mayManage: true, mayReadNotes: true });
    expect((await listOf('kanslist', 'secretariat')).some((c) => c.id === id)).toBe(true);
    await server.db.updateTable('cases').set({ shouldBeHandledByKanslist: false, invitationFromBoardMember: false }).where('id', '=', id).execute();
  });
});

describe('case type, category and tags', () => {
  it('ChangeCaseTypeAlternatives: the other head-office types, with their sub-categories', async () => {
    const res = (await server.call('kanslist', 'GET', `Case/${f().medlemCounselling}/ChangeCaseTypeAlternatives`)).json() as CaseTypeAlternativesResponse;
    expect(res.caseTypes.map((t) => t.type)).toEqual(['YOUR_MEMBERSHIP', 'OTHER']);
    expect(res.caseTypes[0].subCategories.map((s) => s.type)).toEqual(['ECONOMY', 'MEMBER_BENEFITS', 'MEMBERSHIP_CHANGE']);
    expect((await server.call('kanslist', 'GET', `Case/${f().stockholmInvited}/ChangeCaseTypeAlternatives`)).json()).toEqual({ caseTypes: [] });
  });

  it('SetCaseType: CHANGED_CASE_TYPE {fromCaseType, toCaseType}; sub-categories and tags of the old type go; the answer is the case', async () => {
    const id = f().medlemCounselling;
    const res = await server.call('kanslist', 'POST', 'Case/SetCaseType', { caseId: id, caseType: 'YOUR_MEMBERSHIP', associationId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json() as CaseDetail).toMatchObject({ id, caseType: { type: 'YOUR_MEMBERSHIP', title: 'Ditt medlemskap' }, subCategories: [], tags: [] });
    expect(await lastEvent(id)).toEqual({ eventType: 'CHANGED_CASE_TYPE', userId: d.kanslist.id, data: { fromCaseType: 'COUNSELING', toCaseType: 'YOUR_MEMBERSHIP' } });
    expect((res.json() as CaseDetail).auditLogs!.at(-1)).toMatchObject({ eventType: 'CHANGED_CASE_TYPE', user: { id: d.kanslist.id, name: 'Lena Ekström' } });
    // A membership case now: the economists see it in their list.
    expect((await listOf('ekonom', 'economist')).some((c) => c.id === id)).toBe(true);
    const back = await server.call('kanslist', 'POST', 'Case/SetCaseType', { caseId: id, caseType: 'COUNSELING', associationId: '00000000-0000-0000-0000-000000000000' });
    expect(back.statusCode).toBe(200);
  });

  it.each([
    [{ caseType: 'NO_SUCH_TYPE', associationId: null }, 'UNKNOWN_CASE_TYPE'],
    [{ caseType: 'COUNSELING', associationId: null }, 'CASE_TYPE_NOT_ALLOWED'],
    [{ caseType: 'BOARD_MATTER', associationId: null }, 'CASE_TYPE_NOT_ALLOWED'],
    [{ caseType: 'OTHER', associationId: '9c1d2a52-0000-4000-8000-000000000001' }, 'ASSOCIATION_NOT_ALLOWED'],
    [{ caseType: 'other', associationId: null }, 'VALIDATION_FAILED'],
    [{ associationId: null }, 'VALIDATION_FAILED'],
  ])('SetCaseType refuses %j with 400 %s and writes nothing', async (body, errorCode) => {
    await refused(() => server.call('kanslist', 'POST', 'Case/SetCaseType', { caseId: f().medlemCounselling, ...body }), 400, errorCode);
  });

  it('SetCaseType with a malformed case id is a 400; with a case the caller may not view a 404', async () => {
    await refused(() => server.call('kanslist', 'POST', 'Case/SetCaseType', { caseId: 'abc', caseType: 'OTHER', associationId: null }), 400, 'VALIDATION_FAILED');
    await refused(() => server.call('kanslist', 'POST', 'Case/SetCaseType', { caseId: f().stockholmNew, caseType: 'OTHER', associationId: null }), 404, 'CASE_NOT_FOUND');
  });

  it('SetSubCategories replaces the category with sub-categories of the case\'s type', async () => {
    const id = f().medlemMembershipNew;
    const res = await server.call('ekonom', 'POST', `Case/${id}/SetSubCategories`, { subCategories: ['MEMBERSHIP_CHANGE', 'ECONOMY'] });
    expect([res.statusCode, res.json()]).toEqual([200, { subCategories: [{ type: 'ECONOMY', title: 'Ekonomi och avgifter' }, { type: 'MEMBERSHIP_CHANGE', title: 'Ändring av medlemskap' }] }]);
    expect((await get('ekonom', id)).subCategories.map((s) => s.type)).toEqual(['ECONOMY', 'MEMBERSHIP_CHANGE']);
    await refused(() => server.call('ekonom', 'POST', `Case/${id}/SetSubCategories`, { subCategories: ['SALARY'] }), 400, 'INVALID_SUB_CATEGORY');
    await refused(() => server.call('ekonom', 'POST', `Case/${id}/SetSubCategories`, { subCategories: ['ECONOMY', 'ECONOMY'] }), 400, 'VALIDATION_FAILED');
    await refused(() => server.call('ekonom', 'POST', `Case/${id}/SetSubCategories`, { subCategories: 'ECONOMY;DROP' }), 400, 'VALIDATION_FAILED');
    expect((await server.call('ekonom', 'POST', `Case/${id}/SetSubCategories`, { subCategories: ['ECONOMY'] })).statusCode).toBe(200);
  });

  it('TagAlternatives and SetTags: the tags of the case\'s type only', async () => {
    const id = f().medlemMembershipNew;
    const alternatives = (await server.call('kanslist', 'GET', `Case/${id}/TagAlternatives`)).json() as TagsResponse;
    expect(alternatives.tags.map((t) => t.type).sort()).toEqual(['FEE_REDUCTION', 'FOLLOW_UP', 'INVOICE', 'URGENT']);
    const res = await server.call('kanslist', 'POST', `Case/${id}/SetTags`, { tags: ['URGENT', 'INVOICE'] });
    expect([res.statusCode, res.json()]).toEqual([200, { tags: [{ type: 'INVOICE', title: 'Faktura' }, { type: 'URGENT', title: 'Brådskande' }] }]);
    expect((await listOf('kanslist', 'secretariat')).find((c) => c.id === id)!.tags.map((t) => t.type)).toEqual(['INVOICE', 'URGENT']);
    await refused(() => server.call('kanslist', 'POST', `Case/${id}/SetTags`, { tags: ['SALARY_REVIEW'] }), 400, 'INVALID_TAG');
    await refused(() => server.call('kanslist', 'POST', `Case/${id}/SetTags`, { tags: ['NO_SUCH_TAG'] }), 400, 'INVALID_TAG');
    expect((await server.call('kanslist', 'POST', `Case/${id}/SetTags`, { tags: [] })).json()).toEqual({ tags: [] });
    expect((await server.call('kanslist', 'GET', `Case/${f().stockholmInvited}/TagAlternatives`)).json()).toEqual({ tags: [] });
  });
});

describe('flag, deadline and close write their events', () => {
  it('Flag: CASE_FLAGGED and CASE_UNFLAGGED by the handler; the same value again changes nothing', async () => {
    const id = f().medlemMembershipNew;
    expect((await server.call('ekonom', 'PATCH', 'Case/Flag', { caseId: id, flagged: true })).json()).toEqual({ flagged: true });
    expect(await lastEvent(id)).toEqual({ eventType: 'CASE_FLAGGED', userId: d.ekonom.id, data: {} });
    const before = await footprint();
    expect((await server.call('ekonom', 'PATCH', 'Case/Flag', { caseId: id, flagged: true })).statusCode).toBe(200);
    expect(await footprint()).toEqual(before);
    expect((await server.call('kanslist', 'PATCH', 'Case/Flag', { caseId: id, flagged: false })).json()).toEqual({ flagged: false });
    expect(await lastEvent(id)).toEqual({ eventType: 'CASE_UNFLAGGED', userId: d.kanslist.id, data: {} });
    expect((await get('medlem', id)).flagged).toBe(false);
    await refused(() => server.call('ekonom', 'PATCH', 'Case/Flag', { caseId: id, flagged: 'ja' }), 400, 'VALIDATION_FAILED');
    await refused(() => server.call('ekonom', 'PATCH', 'Case/Flag', { caseId: id }), 400, 'VALIDATION_FAILED');
  });

  it('SetDeadLine takes a date that exists; ClearDeadLine sets it to null', async () => {
    const id = f().kalmarWorkplace;
    expect((await server.call('ombud', 'POST', `Case/${id}/SetDeadLine`, { deadline: '2027-02-28' })).json()).toEqual({ deadLine: '2027-02-28' });
    expect((await listOf('ombud', 'organization')).find((c) => c.id === id)!.deadLine).toBe('2027-02-28');
    for (const deadline of ['2027-02-29', '2027-2-1', '28/02/2027', '', '2027-02-28T10:00']) {
      await refused(() => server.call('ombud', 'POST', `Case/${id}/SetDeadLine`, { deadline }), 400, 'INVALID_DEADLINE');
    }
    await refused(() => server.call('ombud', 'POST', `Case/${id}/SetDeadLine`, {}), 400, 'VALIDATION_FAILED');
    expect((await server.call('ombud', 'POST', `Case/${id}/ClearDeadLine`)).json()).toEqual({ deadLine: null });
    expect((await get('ombud', id)).deadLine).toBeNull();
  });

  it('Close: Avslutat, CASE_CLOSED, no more replies; closing again changes nothing', async () => {
    const id = f().styrelseBoardMatter;
    const res = await server.call('styrelse', 'POST', `Case/${id}/Close`);
    expect([res.statusCode, res.json()]).toEqual([200, { status: 3 }]);
    expect(await lastEvent(id)).toEqual({ eventType: 'CASE_CLOSED', userId: d.styrelse.id, data: {} });
    expect(((await get('styrelse', id)).auditLogs as AuditLogEntry[]).at(-1)).toMatchObject({ eventType: 'CASE_CLOSED', user: { id: d.styrelse.id } });
    const before = await footprint();
    expect((await server.call('styrelse', 'POST', `Case/${id}/Close`)).statusCode).toBe(200);
    expect(await footprint()).toEqual(before);
    await refused(() => server.form('styrelse', `Message/${id}/Create`, { message: 'Hej' }), 409, 'CASE_CLOSED');
    await server.db.updateTable('cases').set({ status: 1 }).where('id', '=', id).execute();
  });
});

describe('every change moves the case\'s list version, so the next poll of Case/GetAll sees it (migration 0002)', () => {
  const id = () => f().memberBenefits;
  const changes: [string, () => Promise<{ statusCode: number }>][] = [
    ['a reply', () => server.form('kanslist', `Message/${id()}/Create`, { message: 'Hej igen.' })],
    ['a flag', () => server.call('kanslist', 'PATCH', 'Case/Flag', { caseId: id(), flagged: true })],
    ['a deadline', () => server.call('kanslist', 'POST', `Case/${id()}/SetDeadLine`, { deadline: '2027-03-01' })],
    ['clearing the deadline', () => server.call('kanslist', 'POST', `Case/${id()}/ClearDeadLine`)],
    ['tags', () => server.call('kanslist', 'POST', `Case/${id()}/SetTags`, { tags: ['FOLLOW_UP'] })],
    ['the category', () => server.call('kanslist', 'POST', `Case/${id()}/SetSubCategories`, { subCategories: ['MEMBER_BENEFITS', 'ECONOMY'] })],
    ['administrators', () => server.call('kanslist', 'PUT', `Case/${id()}/SetAdministrators`, { administratorUserIds: [d['kansli-styrelse'].id] })],
    ['an added user', () => server.call('kansli-styrelse', 'PUT', `Case/${id()}/AddUser?userId=${d.kanslist.id}`)],
    ['the case type', () => server.call('kanslist', 'POST', 'Case/SetCaseType', { caseId: id(), caseType: 'OTHER', associationId: null })],
    ['closing', () => server.call('kanslist', 'POST', `Case/${id()}/Close`)],
  ];
  it.each(changes)('%s', async (_what, change) => {
    const before = await server.call('kansli-styrelse', 'GET', 'Case/GetAll?role=secretariat');
    const version = (await caseRow(id())).listVersion;
    expect((await change()).statusCode).toBe(200 + (_what === 'a reply' ? 1 : 0));
    expect((await caseRow(id())).listVersion).not.toBe(version);
    const after = await server.call('kansli-styrelse', 'GET', 'Case/GetAll?role=secretariat', undefined);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
