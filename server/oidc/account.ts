import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Account } from 'oidc-provider';
import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from '../auth/passwords';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims of the ID token (scope openid); the subject is the user's id. */
export const idTokenClaims = ['sub', 'name', 'given_name', 'family_name', 'preferred_username'] as const;

/** The provider's account lookup: the subject of every token is `users.id`. */
export async function findAccount(db: Database, sub: string): Promise<Account | undefined> {
  if (!uuid.test(sub)) return undefined;
  const user = await db.selectFrom('users').select(['id', 'username', 'firstname', 'lastname'])
    .where('id', '=', sub).executeTakeFirst();
  if (!user) return undefined;
  return {
    accountId: user.id,
    async claims() {
      return {
        sub: user.id,
        name: `${user.firstname} ${user.lastname}`.trim(),
        given_name: user.firstname,
        family_name: user.lastname,
        ...(user.username ? { preferred_username: user.username } : {}),
      };
    },
  };
}

let dummyHash: Promise<string> | undefined;

/**
 * The user id for a username and password, or null. An unknown user costs as much time as a
 * wrong password, so the answer does not tell which usernames exist.
 */
export async function authenticate(db: Database, username: string, password: string): Promise<string | null> {
  const name = username.trim().toLowerCase();
  dummyHash ??= hashPassword('not a password', randomBytes(16));
  const user = name && name.length <= 200
    ? await db.selectFrom('users').select(['id', 'passwordHash'])
      .where(sql<string>`lower(username)`, '=', name).executeTakeFirst()
    : undefined;
  const stored = user?.passwordHash ?? (await dummyHash);
  const ok = await verifyPassword(password.slice(0, 1024), stored);
  return ok && user?.passwordHash ? user.id : null;
}
