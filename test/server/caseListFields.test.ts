import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './helpers';
import { readList } from './caseListSupport';
import { demoAccounts, seedDatabase } from '../../server/db/seed';
import { LIST_ITEM_FIELDS, type ListItemField } from '../../src/domain/caseListWire';
import { CASE_LIST_LEAN_MEDIA_TYPE, listItemOfSpecCase, type SpecCase } from '../../src/domain/caseListSpec';
import type { CaseDetail } from '../../src/api/caseHandlingTypes';
import type { CaseListItem, CaseListResponse } from '../../src/api/types';

/**
 * Issue 27, one declaration of what a list item carries per tier: a case with every declared field
 * set (LIST_ITEM_FIELDS, src/domain/caseListWire.ts) is selected and encoded by the server
 * (server/cases/listItems.ts), decoded as the SPA decodes it, and compared field by field with the
 * spec's Case of the same case (Case/Get, another path through the server). A field declared but
 * not selected, not written or not read fails here.
 */

let server: TestServer;
const d = demoAccounts;

beforeAll(async () => {
  server = await startTestServer({ seed: async (db) => { await seedDatabase(db, { volume: 'small' }); } });
});
afterAll(() => server.close());

const defaults: Record<ListItemField, unknown> = {
  id: '', title: '', caseType: null, status: 0, created: '', deadLine: null, flagged: false, tags: [], subCategories: [], users: [],
  ownerUser: null, association: null, workplace: null, preview: null, hasUnreadMessages: false, isLocked: false, lockedBy: null,
};

it('a case with every declared field set reads back on the SPA as the spec\'s Case of it', async () => {
  const db = server.db;
  const subCategory = await db.selectFrom('caseTypeSubCategories').selectAll().limit(1).executeTakeFirstOrThrow();
  const tag = await db.selectFrom('tags').selectAll().limit(1).executeTakeFirstOrThrow();
  const workplace = await db.selectFrom('workplaces').selectAll().limit(1).executeTakeFirstOrThrow();
  const target = await db.selectFrom('cases').select(['id', 'status']).where('shouldBeHandledByKanslist', '=', true)
    .where('caseType', '=', subCategory.caseType).where('status', '=', 1).limit(1).executeTakeFirstOrThrow();
  await db.updateTable('cases').set({
    deadline: '2027-01-15', flagged: true, associationId: workplace.associationId, workplaceId: workplace.id,
  }).where('id', '=', target.id).execute();
  await db.deleteFrom('caseTags').where('caseId', '=', target.id).execute();
  await db.insertInto('caseTags').values({ caseId: target.id, tagType: tag.type }).execute();
  await db.deleteFrom('caseSubCategories').where('caseId', '=', target.id).execute();
  await db.insertInto('caseSubCategories').values({ caseId: target.id, subCategory: subCategory.type }).execute();
  await db.insertInto('caseUsers').values({ caseId: target.id, userId: d['kansli-styrelse'].id, isAdministrating: true, addedAt: new Date() })
    .onConflict((oc) => oc.doNothing()).execute();
  // A message from the colleague: the preview, and unread for the caller.
  await db.insertInto('messages').values({ id: randomUUID(), caseId: target.id, senderUserId: d['kansli-styrelse'].id, body: 'Svar från handläggaren', createdAt: new Date() }).execute();
  await db.deleteFrom('caseReads').where('caseId', '=', target.id).where('userId', '=', d.kanslist.id).execute();
  await sql`update cases set locked_by_user_id = ${d['kansli-styrelse'].id}, lock_expires_at = now() + interval '10 minutes' where id = ${target.id}`.execute(db);

  const headers = await server.as(d.kanslist.id);
  const list = await server.app.inject({ method: 'GET', url: '/api/Case/GetAll?role=secretariat', headers: { ...headers, accept: CASE_LIST_LEAN_MEDIA_TYPE } });
  const decoded = readList(list.json() as CaseListResponse).cases.find((c) => c.id === target.id)!;
  const detail = (await server.app.inject({ method: 'GET', url: `/api/Case/Get/${target.id}`, headers })).json() as CaseDetail;
  const spec = listItemOfSpecCase(detail as unknown as SpecCase);

  const fields = Object.keys(LIST_ITEM_FIELDS) as ListItemField[];
  const pick = (item: CaseListItem) => Object.fromEntries(fields.map((field) => [field, item[field]]));
  // The list says unread (the detail is read by opening it); the preview's sender is known by name on the SPA.
  expect(pick(decoded)).toEqual({ ...pick(spec), hasUnreadMessages: true });
  for (const field of fields) expect({ field, value: decoded[field] }).not.toEqual({ field, value: defaults[field] });
});
