import type { Database } from '../db/database';

/**
 * Issue 35: the user's own row as User/… reads and writes it (server/routes/user.ts): contact
 * details, the built-in sign-in's password hash, the GDPR consent. Who: the route; the user itself
 * is loaded by server/auth/loadUser.ts.
 */

/** The contact details of spec §3 (the user exists: the route has loaded it). */
export async function contactDetails(db: Database, userId: string) {
  return db.selectFrom('users').select(['email', 'phone', 'city', 'memberNumber']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.passwordHash;
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

export async function gdprConsentAt(db: Database, userId: string) {
  const row = await db.selectFrom('users').select('gdprConsentAt').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.gdprConsentAt;
}

/** The consent given now, or withdrawn (null). */
export async function setGdprConsent(db: Database, userId: string, consentAt: Date | null): Promise<void> {
  await db.updateTable('users')
    .set({ gdprConsentAt: consentAt })
    .where('id', '=', userId)
    .execute();
}
