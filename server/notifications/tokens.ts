import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { NOTICE_KINDS, type MailKind } from '../../src/domain/notifications';

/** The unsubscribe links' key: one row made by migration 0010, the same for every process. */
const secrets = new WeakMap<Database, Promise<string>>();
function secretOf(db: Database): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = db.selectFrom('notificationSecret').select('secret').where('id', '=', 1).executeTakeFirstOrThrow().then((row) => row.secret);
    secrets.set(db, secret);
  }
  return secret;
}

const MAIL_KINDS: readonly string[] = [...NOTICE_KINDS, 'summary'];
export const isMailKind = (kind: string): kind is MailKind => MAIL_KINDS.includes(kind);

const mac = (secret: string, userId: string, kind: string) => createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/** A signed token for one user and one kind: the unsubscribe link needs no sign-in, and cannot be forged for another. */
export async function unsubscribeToken(db: Database, userId: string, kind: MailKind): Promise<string> {
  return mac(await secretOf(db), userId, kind);
}

export async function verifyUnsubscribeToken(db: Database, userId: string, kind: string, token: string): Promise<boolean> {
  if (!isMailKind(kind)) return false;
  const expected = Buffer.from(mac(await secretOf(db), userId, kind));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The one-click link of RFC 8058 (the mail's List-Unsubscribe and its footer). */
export async function unsubscribeUrl(db: Database, publicUrl: string, userId: string, kind: MailKind): Promise<string> {
  const token = await unsubscribeToken(db, userId, kind);
  return `${publicUrl}/avisering/avsluta?u=${userId}&k=${kind}&t=${token}`;
}
