import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';

/** How long a ticket may wait for its stream (the SPA opens the stream at once). */
export const TICKET_TTL_SECONDS = 30;

export interface StreamGrant {
  userId: string;
  /** The access token's id, for the revocation check while the stream lasts (built-in provider). */
  tokenId: string | null;
  /** The stream ends then (the access token's expiry). */
  tokenExpiresAt: Date;
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * Issue 35: a single-use ticket for one case stream, made by a bearer call (EventSource cannot send
 * an Authorization header). Random 256 bits; only its hash is stored, with the token's user, id and
 * expiry; in the database, so any process opens the stream. Lapsed tickets are swept as new ones come.
 */
export async function issueTicket(db: Database, grant: StreamGrant, now = new Date()): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.deleteFrom('streamTickets').where('expiresAt', '<', now).execute();
  await db.insertInto('streamTickets').values({
    ticketHash: hashOf(ticket), userId: grant.userId, tokenId: grant.tokenId, tokenExpiresAt: grant.tokenExpiresAt,
    expiresAt: new Date(now.getTime() + TICKET_TTL_SECONDS * 1000),
  }).execute();
  return ticket;
}

/** The ticket's grant, once: the row goes as it is read (a second use, or a lapsed ticket, is null). */
export async function redeemTicket(db: Database, ticket: string, now = new Date()): Promise<StreamGrant | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
  const row = await db.deleteFrom('streamTickets').where('ticketHash', '=', hashOf(ticket))
    .returning(['userId', 'tokenId', 'tokenExpiresAt', 'expiresAt']).executeTakeFirst();
  if (!row || new Date(row.expiresAt) <= now || new Date(row.tokenExpiresAt) <= now) return null;
  return { userId: row.userId, tokenId: row.tokenId, tokenExpiresAt: new Date(row.tokenExpiresAt) };
}
