import { createHash } from 'node:crypto';

const HEAD_BYTES = 16;

/** The sha256, size and first bytes of a stream, fed chunk by chunk. */
export class ContentHasher {
  private readonly hash = createHash('sha256');
  private size = 0;
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;

  update(bytes: Buffer): void {
    this.hash.update(bytes);
    this.size += bytes.length;
    if (this.headLength < HEAD_BYTES) {
      const take = bytes.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(Buffer.from(take));
      this.headLength += take.length;
    }
  }

  digest(truncated: boolean): { sha256: string; size: number; head: Buffer; truncated: boolean } {
    return { sha256: this.hash.digest('hex'), size: this.size, head: Buffer.concat(this.headChunks), truncated };
  }
}

/**
 * The store could not take or give the bytes (a database failure; the disk store throws the file
 * system's own errors): the server's problem, never the client's.
 */
export class BlobStoreError extends Error {
  constructor(message: string, readonly full = false, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BlobStoreError';
  }
}

export function isSha256(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
