import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './helpers';
import { caseForm } from './casesMultipart';
import type { Database } from '../../server/db/database';
import { demoAccounts, demoOrganisations, sampleFiles, seedDatabase, type DemoUsername } from '../../server/db/seed';

export const d = demoAccounts;
export const org = demoOrganisations;
export const accounts = Object.keys(d) as DemoUsername[];
const demoIds = Object.values(d).map((a) => a.id);

/**
 * The demo cases the handling tests use, found by what they are (the seed is deterministic, but
 * the tests name cases by their facts, not by ids).
 */
export interface Fixtures {
  /** medlem's counselling case (SALARY), Pågående, kanslist administrating. */
  medlemCounselling: string;
  /** medlem's membership case (ECONOMY), Nytt: the economists' and the secretariat's. */
  medlemMembershipNew: string;
  /** A member's case to the Stockholm association, Pågående, the board invited the secretariat; styrelse administrating. */
  stockholmInvited: string;
  /** A member's case to the Stockholm association, Nytt, the secretariat not invited. */
  stockholmNew: string;
  /** styrelse's own board matter for Stockholm, Nytt. */
  styrelseBoardMatter: string;
  /** A member's case to the Kalmar workplace's representatives, Pågående, ombud administrating, with ombud's notes. */
  kalmarWorkplace: string;
  /** A membership case about MEMBER_BENEFITS, Pågående, kanslist administrating (not the economists'). */
  memberBenefits: string;
  /** medlem's closed case (OTHER). */
  medlemClosed: string;
  /** medlem's case to the national association nationell sits on the board of, Nytt. */
  nationalNew: string;
}
export type FixtureName = keyof Fixtures;

async function one(db: Database, what: string, query: ReturnType<typeof sql<{ id: string }>>): Promise<string> {
  const { rows } = await query.execute(db);
  if (rows.length === 0) throw new Error(`The demo seed has no ${what}`);
  return rows[0].id;
}

export async function findFixtures(db: Database): Promise<Fixtures> {
  const has = (sub: string) => sql`exists (select 1 from case_sub_categories s where s.case_id = c.id and s.sub_category = ${sub})`;
  const administrating = (userId: string) => sql`exists (select 1 from case_users u where u.case_id = c.id and u.user_id = ${userId} and u.is_administrating)`;
  return {
    medlemCounselling: await one(db, 'medlem counselling case', sql`select id from cases c
      where owner_user_id = ${d.medlem.id} and case_type = 'COUNSELING' and status = 2 and ${has('SALARY')} and ${administrating(d.kanslist.id)} order by id`),
    medlemMembershipNew: await one(db, 'new membership case of medlem', sql`select id from cases c
      where owner_user_id = ${d.medlem.id} and case_type = 'YOUR_MEMBERSHIP' and status = 1 and ${has('ECONOMY')} order by id`),
    stockholmInvited: await one(db, 'invited Stockholm case', sql`select id from cases c
      where association_id = ${org.styrelseBoardOf.id} and case_type = 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' and invitation_from_board_member
        and ${administrating(d.styrelse.id)} order by id`),
    stockholmNew: await one(db, 'new Stockholm case', sql`select id from cases c
      where association_id = ${org.styrelseBoardOf.id} and case_type = 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' and status = 1
        and not invitation_from_board_member and not should_be_handled_by_kanslist and workplace_id is null
        and not exists (select 1 from case_users u where u.case_id = c.id) order by created_at desc, id`),
    styrelseBoardMatter: await one(db, 'board matter of styrelse', sql`select id from cases c
      where owner_user_id = ${d.styrelse.id} and case_type = 'BOARD_MATTER' and status = 1 order by id`),
    kalmarWorkplace: await one(db, 'Kalmar workplace case', sql`select id from cases c
      where association_id = ${org.ombudWorkAssociation.id} and workplace_id is not null and status = 2
        and case_type = 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' and ${administrating(d.ombud.id)}
        and exists (select 1 from notes n where n.case_id = c.id and n.author_user_id = ${d.ombud.id}) order by id`),
    memberBenefits: await one(db, 'member benefits case', sql`select id from cases c
      where case_type = 'YOUR_MEMBERSHIP' and status = 2 and ${has('MEMBER_BENEFITS')} and ${administrating(d.kanslist.id)}
        and owner_user_id not in (${sql.join(demoIds)}) order by id`),
    medlemClosed: await one(db, 'closed case of medlem', sql`select id from cases c
      where owner_user_id = ${d.medlem.id} and case_type = 'OTHER' and status = 3 order by id`),
    nationalNew: await one(db, 'new national case of medlem', sql`select id from cases c
      where owner_user_id = ${d.medlem.id} and case_type = 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION' and status = 1
        and association_id = ${org.nationellBoardOf.id} order by id`),
  };
}

/**
 * Makes sure every fixture case has a message file and a note file (bytes of a seeded sample, so
 * the download's fallback to the seed's bytes is used) and a user who is not a demo account (a
 * handler of the case's area), so that every call has something to act on.
 */
export async function completeFixtures(db: Database, fixtures: Fixtures): Promise<void> {
  const sample = sampleFiles()[0];
  await db.insertInto('blobs').values({ sha256: sample.sha256, size: sample.size }).onConflict((oc) => oc.column('sha256').doNothing()).execute();
  for (const caseId of Object.values(fixtures)) {
    const message = await db.selectFrom('messages').select(['id', 'senderUserId']).where('caseId', '=', caseId).orderBy('createdAt').executeTakeFirstOrThrow();
    const noteAuthor = (await db.selectFrom('notes').select('authorUserId').where('caseId', '=', caseId).executeTakeFirst())?.authorUserId ?? message.senderUserId;
    const noteId = randomUUID();
    await db.insertInto('notes').values({ id: noteId, caseId, authorUserId: noteAuthor, text: 'Intern anteckning med bilaga.', createdAt: new Date() }).execute();
    await db.insertInto('files').values([
      { id: randomUUID(), blobSha256: sample.sha256, fileName: 'Bilaga "ärende".pdf', contentType: sample.contentType, size: sample.size, uploadedByUserId: message.senderUserId, kind: 'case', caseId, messageId: message.id, noteId: null },
      { id: randomUUID(), blobSha256: sample.sha256, fileName: 'Anteckning.pdf', contentType: sample.contentType, size: sample.size, uploadedByUserId: noteAuthor, kind: 'note', caseId, messageId: null, noteId },
    ]).execute();
    const others = await db.selectFrom('caseUsers').select('userId').where('caseId', '=', caseId).where('userId', 'not in', demoIds).execute();
    if (others.length === 0) {
      const { rows } = await sql<{ id: string }>`select m.user_id as id from memberships m join organisations o on o.id = m.organisation_id
        join cases c on c.id = ${caseId}
        where m.user_id not in (${sql.join(demoIds)}) and m.user_id <> c.owner_user_id
          and ((c.association_id is null and o.kind = 'secretariat') or (m.organisation_id = c.association_id and m.role = 'Styrelsemedlem'))
        order by m.user_id limit 1`.execute(db);
      if (!rows[0]) throw new Error(`No handler to add to ${caseId}`);
      await db.insertInto('caseUsers').values({ caseId, userId: rows[0].id, isAdministrating: false }).execute();
    }
  }
}

/** Everything of the fixture cases that a call may change, to put back after a call that changed it. */
export interface Snapshot {
  cases: Record<string, unknown>[];
  subCategories: { caseId: string; subCategory: string }[];
  tags: { caseId: string; tagType: string }[];
  users: { caseId: string; userId: string; isAdministrating: boolean; addedAt: Date }[];
}

export async function takeSnapshot(db: Database, ids: string[]): Promise<Snapshot> {
  return {
    cases: await db.selectFrom('cases')
      .select(['id', 'caseType', 'status', 'deadline', 'flagged', 'associationId', 'workplaceId', 'shouldBeHandledByKanslist', 'invitationFromBoardMember', 'lockedByUserId', 'lockExpiresAt'])
      .where('id', 'in', ids).execute(),
    subCategories: await db.selectFrom('caseSubCategories').selectAll().where('caseId', 'in', ids).execute(),
    tags: await db.selectFrom('caseTags').selectAll().where('caseId', 'in', ids).execute(),
    users: await db.selectFrom('caseUsers').selectAll().where('caseId', 'in', ids).execute(),
  };
}

export async function restoreSnapshot(db: Database, snapshot: Snapshot, caseId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id: _id, ...row } = snapshot.cases.find((c) => c.id === caseId)!;
    await trx.updateTable('cases').set(row).where('id', '=', caseId).execute();
    await trx.deleteFrom('caseSubCategories').where('caseId', '=', caseId).execute();
    await trx.deleteFrom('caseTags').where('caseId', '=', caseId).execute();
    await trx.deleteFrom('caseUsers').where('caseId', '=', caseId).execute();
    const subs = snapshot.subCategories.filter((s) => s.caseId === caseId);
    const tags = snapshot.tags.filter((t) => t.caseId === caseId);
    const users = snapshot.users.filter((u) => u.caseId === caseId);
    if (subs.length) await trx.insertInto('caseSubCategories').values(subs).execute();
    if (tags.length) await trx.insertInto('caseTags').values(tags).execute();
    if (users.length) await trx.insertInto('caseUsers').values(users).execute();
  });
}

export interface CaseHandlingServer extends TestServer {
  fixtures: Fixtures;
  filesDir: string;
  /** One API call as a demo account (or any user id); JSON bodies are sent as JSON. */
  call(who: DemoUsername | { id: string }, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Awaited<ReturnType<TestServer['app']['inject']>>>;
  /** A multipart call (Message/Create, Note/Create): `request` JSON and `files` parts. */
  form(who: DemoUsername | { id: string }, url: string, request: unknown, files?: Parameters<typeof caseForm>[1]): Promise<Awaited<ReturnType<TestServer['app']['inject']>>>;
  cleanUp(): Promise<void>;
}

/** A fresh server on the small demo seed, with the fixture cases completed. */
export async function startCaseHandlingServer(name: string, extraSeed?: (db: Database) => Promise<void>): Promise<CaseHandlingServer> {
  const dataDir = path.resolve('.tmp', `test-${name}-${randomUUID()}`);
  let fixtures: Fixtures | undefined;
  const server = await startTestServer({
    env: { DATA_DIR: dataDir },
    seed: async (db) => {
      await seedDatabase(db, { volume: 'small' });
      fixtures = await findFixtures(db);
      await completeFixtures(db, fixtures);
      // These tests are about spec §6 for a board that has accepted the GDPR information (what
      // styrelse may do before that: test/server/hardening-rules.test.ts).
      await db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', d.styrelse.id).execute();
      if (extraSeed) await extraSeed(db);
    },
  });
  const idOf = (who: DemoUsername | { id: string }) => (typeof who === 'string' ? d[who].id : who.id);
  return {
    ...server,
    fixtures: fixtures!,
    filesDir: path.join(dataDir, 'files'),
    async call(who, method, url, body) {
      const headers: Record<string, string> = await server.as(idOf(who));
      if (body !== undefined) headers['content-type'] = 'application/json';
      return server.app.inject({ method, url: `/api/${url}`, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
    },
    async form(who, url, request, files = []) {
      const form = caseForm(request, files);
      return server.app.inject({ method: 'POST', url: `/api/${url}`, payload: form.payload, headers: { ...(await server.as(idOf(who))), ...form.headers } });
    },
    async cleanUp() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
