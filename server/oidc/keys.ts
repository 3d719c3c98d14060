import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';

/** What the provider keeps in `${DATA_DIR}/oidc-keys.json` (mode 0600). */
export interface ProviderKeys {
  /** Private RS256 signing keys, the first one signs. */
  signing: JWK[];
  /** Secrets that sign the provider's cookies, the first one signs. */
  cookieKeys: string[];
}

export const keysFileName = 'oidc-keys.json';
const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

/**
 * Reads the provider's keys from the data folder, or generates them on the first start. The same
 * keys (and key ids) are used after a restart, so tokens and session cookies stay valid.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<ProviderKeys> {
  const file = path.join(dataDir, keysFileName);
  if (fs.existsSync(file)) {
    const keys = parseKeys(fs.readFileSync(file, 'utf8'), file);
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
    return keys;
  }
  const keys: ProviderKeys = { signing: [await newSigningKey()], cookieKeys: [randomBytes(32).toString('base64url')] };
  fs.mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(temp, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, `${JSON.stringify(keys, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
  return keys;
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

function parseKeys(text: string, file: string): ProviderKeys {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON: remove it to generate new keys (everyone will be signed out)`);
  }
  const keys = value as Partial<ProviderKeys>;
  const ok = Array.isArray(keys.signing) && keys.signing.length > 0
    && keys.signing.every((k) => k && k.kty === 'RSA' && typeof k.d === 'string' && typeof k.kid === 'string')
    && Array.isArray(keys.cookieKeys) && keys.cookieKeys.length > 0
    && keys.cookieKeys.every((k) => typeof k === 'string' && k.length >= 32);
  if (!ok) throw new Error(`${file} does not hold the provider's keys: remove it to generate new keys (everyone will be signed out)`);
  return { signing: keys.signing!, cookieKeys: keys.cookieKeys! };
}
