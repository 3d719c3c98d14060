import { scrypt as scryptCallback, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

const scrypt = (password: BinaryLike, salt: BinaryLike, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));

const params = { N: 16384, r: 8, p: 1 };
const KEY_BYTES = 32;
const HEX = /^(?:[0-9a-f]{2})+$/;

/** `scrypt$<salt hex>$<key hex>`. The salt is given by the caller so that the demo seed stays deterministic. */
export async function hashPassword(password: string, salt: Buffer): Promise<string> {
  const key = await scrypt(password.normalize('NFC'), salt, KEY_BYTES, params);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/**
 * Whether the password is the one the stored form was made of. A stored form this module does not
 * write never verifies: a key that is not 32 bytes of hex would otherwise compare a short (or, for
 * `zz` or an odd length, empty) scrypt output with itself and let any password in.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, keyHex, ...rest] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || rest.length > 0 || !HEX.test(saltHex ?? '') || !HEX.test(keyHex ?? '') || keyHex.length !== KEY_BYTES * 2) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(saltHex, 'hex'), KEY_BYTES, params);
  return timingSafeEqual(actual, expected);
}
