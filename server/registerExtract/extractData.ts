import type { Database } from '../db/database';
import { loadUser } from '../auth/loadUser';
import { loadViewer } from '../content/viewer';
import { myRegistrationList } from '../content/courseRegistrationStore';
import { loadCatalogue } from '../cases/catalogue';
import { loadCaseRecord } from '../cases/handling/caseRecord';
import { buildCaseDetail } from '../cases/handling/caseDetail';
import { notificationSettingsOf } from '../notifications/settingsRoutes';
import { readAccessLog } from '../accessLog/accessLogStore';
import { mayViewCase, viewAwaitsGdprConsent } from '../../src/domain/caseAccess';
import { redactPerson } from '../../src/domain/protectedIdentity';
import { uniqueNames } from '../../src/domain/registerExtract';
import type { RegisterExtractData, ExtractFile } from './extractShape';

/**
 * Gathers a member's register extract (issue 37) through the same functions their own calls answer
 * with, as the member (never as who asked for it): User/{own id}/Get, User/Gdpr's consent, the
 * memberships, every case they own or take part in that Case/Get would show them (buildCaseDetail
 * as that member: no notes unless they may read them, others' protected details redacted),
 * courses/registrations/mine, User/Notifications, the notices sent to them, and User/AccessLog
 * (roles and units, never names). `files` lists the case files the member uploaded themselves, as
 * the zip names them.
 */
export async function gatherExtract(db: Database, userId: string, now: Date, options: { retentionDays: number }): Promise<RegisterExtractData | null> {
  const member = await loadUser(db, userId);
  if (!member) return null;
  const row = await db.selectFrom('users').select(['email', 'phone', 'city', 'memberNumber', 'gdprConsentAt', 'createdAt']).where('id', '=', userId).executeTakeFirstOrThrow();
  const profile = redactPerson(member.id, { ...member, email: row.email, phone: row.phone, city: row.city, memberNumber: row.memberNumber });

  const memberships = (await db.selectFrom('memberships').innerJoin('organisations', 'organisations.id', 'memberships.organisationId')
    .select(['organisations.id', 'organisations.name', 'organisations.kind', 'memberships.role'])
    .where('memberships.userId', '=', userId).orderBy('organisations.name').orderBy('organisations.id').execute())
    .map((m) => ({ organisationId: m.id, name: m.name, kind: m.kind, role: m.role }));
  const represented = (await db.selectFrom('workplaceRepresentatives').innerJoin('workplaces', 'workplaces.id', 'workplaceRepresentatives.workplaceId')
    .select(['workplaces.id', 'workplaces.name']).where('workplaceRepresentatives.userId', '=', userId).orderBy('workplaces.name').execute())
    .map((w) => ({ id: w.id, name: w.name }));

  // Every case the member owns or takes part in, kept only if Case/Get would show it to them.
  const caseIds = (await db.selectFrom('cases').select('id').where('ownerUserId', '=', userId)
    .union(db.selectFrom('caseUsers').select('caseId as id').where('userId', '=', userId)).execute()).map((r) => r.id);
  const catalogue = await loadCatalogue(db);
  const cases = [];
  for (const id of caseIds) {
    const record = await loadCaseRecord(db, id);
    if (!record || viewAwaitsGdprConsent(member, record) || !mayViewCase(member, record)) continue;
    cases.push(await buildCaseDetail(db, catalogue, member, record, { retentionDays: options.retentionDays }));
  }
  cases.sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id));

  // The files they uploaded themselves: the attachments of their own messages, as they see them.
  const own = cases.flatMap((c) => c.messages.filter((m) => m.sender.id === userId)
    .flatMap((m) => m.files.filter((f) => f.fileType === 'case').map((f) => ({ file: f, caseId: c.id, messageId: m.id }))));
  const names = uniqueNames(own.map((o) => o.file.fileName));
  const files: ExtractFile[] = own.map((o, i) => ({
    id: o.file.id, fileName: o.file.fileName, pathInZip: `filer/${names[i]}`, caseId: o.caseId, messageId: o.messageId,
    contentType: o.file.contentType, size: o.file.size, uploadedAt: o.file.uploadedAt,
  }));

  const viewer = await loadViewer(db, userId);
  const courseRegistrations = viewer ? await myRegistrationList(db, viewer) : [];
  const notificationSettings = await notificationSettingsOf(db, member);
  const notices = (await db.selectFrom('notificationOutbox')
    .select(['id', 'kind', 'subject', 'state', 'createdAt', 'sentAt', 'caseId'])
    .where('recipientUserId', '=', userId).orderBy('createdAt').orderBy('id').execute())
    .map((n) => ({
      id: n.id, kind: n.kind, subject: n.subject, state: n.state,
      createdAt: new Date(n.createdAt).toISOString(), sentAt: n.sentAt ? new Date(n.sentAt).toISOString() : null, caseId: n.caseId,
    }));
  const accessLog = (await readAccessLog(db, userId, { page: 1, size: 1_000_000 }, { withNames: false, withCaseTitles: true })).entries;

  return {
    format: 'medlemsportalen-registerutdrag/1',
    createdAt: now.toISOString(),
    memberId: userId,
    profile,
    memberSince: new Date(row.createdAt).toISOString(),
    gdprConsent: { given: row.gdprConsentAt !== null, at: row.gdprConsentAt ? new Date(row.gdprConsentAt).toISOString() : null },
    memberships,
    representedWorkplaces: represented,
    cases,
    files,
    courseRegistrations,
    notificationSettings,
    notices,
    accessLog,
  };
}
