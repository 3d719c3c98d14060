import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';

/** The provider's keys: in the `provider_keys` row, or given in OIDC_KEYS (issue 16). */
export interface ProviderKeys {
  /** Private RS256 signing keys, the first one signs. */
  signing: JWK[];
  /** Secrets that sign the provider's cookies, the first one signs. */
  cookieKeys: string[];
}

/** Where earlier versions kept the keys: read once into the database, so nobody is signed out. */
export const legacyKeysFileName = 'oidc-keys.json';
const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];
/** Serialises the first start of several processes on one database: one of them makes the keys. */
const keysLock = 0x6f696463; // 'oidc'

/**
 * The provider's keys, the same in every process of one portal, so that a token signed by one
 * process verifies on another and a session cookie is read by any of them:
 * - OIDC_KEYS in the environment (the JSON of ProviderKeys, a secret of the deployment), or
 * - the database's one `provider_keys` row, made by the first process that starts, under an
 *   advisory lock that the others wait for; an earlier data folder's oidc-keys.json is taken over.
 * The same keys (and key ids) are used after a restart, so tokens and sessions stay valid.
 */
export async function loadOrCreateKeys(db: Database, { dataDir, secret }: { dataDir: string; secret?: string }): Promise<ProviderKeys> {
  if (secret) return parseKeys(secret, 'OIDC_KEYS');
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${keysLock})`.execute(trx);
    const row = await trx.selectFrom('providerKeys').select('keys').where('id', '=', 1).executeTakeFirst();
    if (row) return parseKeys(JSON.stringify(row.keys), 'provider_keys');
    const legacy = path.join(dataDir, legacyKeysFileName);
    const keys = fs.existsSync(legacy)
      ? parseKeys(fs.readFileSync(legacy, 'utf8'), legacy)
      : { signing: [await newSigningKey()], cookieKeys: [randomBytes(32).toString('base64url')] };
    await trx.insertInto('providerKeys').values({ id: 1, keys: sql`cast(${JSON.stringify(keys)} as jsonb)` }).execute();
    return keys;
  });
}

/** The public half of the signing keys, for the API's token verifier and the jwks endpoint. */
export function publicJwks(keys: ProviderKeys): JSONWebKeySet {
  return {
    keys: keys.signing.map((key) => {
      const pub: JWK = { ...key };
      for (const member of privateMembers) delete (pub as Record<string, unknown>)[member];
      return pub;
    }),
  };
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty: jwk.kty, n: jwk.n, e: jwk.e });
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

function parseKeys(text: string, source: string): ProviderKeys {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  const keys = value as Partial<ProviderKeys>;
  const ok = Array.isArray(keys.signing) && keys.signing.length > 0
    && keys.signing.every((k) => k && k.kty === 'RSA' && typeof k.d === 'string' && typeof k.kid === 'string')
    && Array.isArray(keys.cookieKeys) && keys.cookieKeys.length > 0
    && keys.cookieKeys.every((k) => typeof k === 'string' && k.length >= 32);
  if (!ok) throw new Error(`${source} does not hold the provider's keys (signing: RSA private JWKs with kid; cookieKeys: strings of 32 characters or more)`);
  return { signing: keys.signing!, cookieKeys: keys.cookieKeys! };
}
