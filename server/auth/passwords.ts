import { scrypt as scryptCallback, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

const scrypt = (password: BinaryLike, salt: BinaryLike, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));

const params = { N: 16384, r: 8, p: 1 };

/** `scrypt$<salt hex>$<key hex>`. The salt is given by the caller so that the demo seed stays deterministic. */
export async function hashPassword(password: string, salt: Buffer): Promise<string> {
  const key = await scrypt(password.normalize('NFC'), salt, 32, params);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(saltHex, 'hex'), expected.length, params);
  return timingSafeEqual(actual, expected);
}
