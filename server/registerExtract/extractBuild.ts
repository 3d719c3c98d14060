import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Database } from '../db/database';
import type { BlobStore } from '../files/blobStore';
import { enqueueNotification } from '../notifications/outbox';
import { seededFileBytes } from '../db/seed';
import { gatherExtract } from './extractData';
import { renderExtractHtml } from './extractHtml';
import { findExtract, markExtractReady, type ExtractRow } from './extractStore';
import { extractExpiresAt } from '../../src/domain/registerExtract';
import { inTransaction } from '../db/afterCommit';

export interface BuildOptions {
  retentionDays: number;
  publicUrl: string;
  now?: () => Date;
  /** Tests: throws after this many bytes of the zip were written (a process killed mid-build). */
  failAfterBytes?: number;
}

interface Entry { name: string; compress: boolean; source: () => AsyncIterable<Uint8Array> }

/**
 * The zip, streamed (fflate's Zip): each entry's bytes are read a chunk at a time (a case file from
 * the blob store) and each zipped chunk is handed on as it comes, so no file is whole in memory.
 */
async function* zipStream(entries: Entry[], mtime: Date): AsyncGenerator<Buffer> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    while (out.length > 0) {
      const chunk = out.shift()!;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
  };
  for (const entry of entries) {
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    file.mtime = mtime;
    zip.add(file);
    for await (const chunk of entry.source()) {
      file.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk as ArrayBuffer), false);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** A case file's bytes as its download sends them (the demo seed's sample files are not in the store). */
async function* fileBytes(blobs: BlobStore, sha256: string): AsyncGenerator<Uint8Array> {
  if (await blobs.exists(sha256)) {
    for await (const chunk of blobs.read(sha256)) yield chunk as Uint8Array;
    return;
  }
  const seeded = seededFileBytes(sha256);
  if (!seeded) throw new Error(`Filen ${sha256} saknas`);
  yield seeded;
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> { yield bytes; }

/** Stops the stream after `limit` bytes with an error: the test's stand-in for a kill. */
async function* failingAfter(source: AsyncIterable<Buffer>, limit: number): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.length;
    if (seen > limit) throw new Error('Avbruten (test)');
    yield chunk;
  }
}

/**
 * The notice that an extract is ready, without content: to the member at their profile; one made by
 * letter to the secretariat's manager who had it made, at the member's page (the member asked on paper
 * and gets it by post); none when that manager has since been erased.
 */
export function readyNotice(row: ExtractRow, publicUrl: string) {
  const base = { idempotencyKey: `register-extract:${row.id}`, kind: 'extract' as const };
  if (row.byLetter) {
    if (row.requestedByUserId === null) return null;
    const link = `${publicUrl}/medlemmar/${row.userId}#registerutdrag-per-brev`;
    return {
      ...base,
      recipientUserId: row.requestedByUserId,
      subject: 'Registerutdraget per brev är klart',
      text: `Hej!\n\nRegisterutdraget som du beställde åt en medlem som har begärt det per brev är klart. Du hämtar det på medlemmens sida i Medlemsportalen, där det finns i 7 dagar:\n${link}\n\nMedlemsportalen`,
      html: `<p>Hej!</p><p>Registerutdraget som du beställde åt en medlem som har begärt det per brev är klart. Du hämtar det på <a href="${link}">medlemmens sida i Medlemsportalen</a>, där det finns i 7 dagar.</p><p>Medlemsportalen</p>`,
    };
  }
  const link = `${publicUrl}/min-profil#mina-uppgifter`;
  return {
    ...base,
    recipientUserId: row.userId,
    subject: 'Ditt registerutdrag är klart',
    text: `Hej!\n\nRegisterutdraget du har beställt är klart. Du hämtar det under Mina uppgifter på din profil i Medlemsportalen, där det finns i 7 dagar:\n${link}\n\nMedlemsportalen`,
    html: `<p>Hej!</p><p>Registerutdraget du har beställt är klart. Du hämtar det under Mina uppgifter på <a href="${link}">din profil i Medlemsportalen</a>, där det finns i 7 dagar.</p><p>Medlemsportalen</p>`,
  };
}

/**
 * Builds one extract (the job, issue 37): gathers the member's data as of now, writes the zip into
 * the blob store under a temporary name (stage) and makes it whole under its hash (commit), then in
 * one transaction records the blob, marks the extract ready (7 days) and writes the member's notice
 * (no content: where to fetch it). A build that dies midway leaves the row pending and at most a
 * staged or unreferenced blob, which the sweeper removes; the job runs again and starts over.
 * Returns whether this run marked it ready (false: already ready, or the row is gone).
 */
export async function buildExtract(db: Database, blobs: BlobStore, id: string, options: BuildOptions): Promise<boolean> {
  const row = await findExtract(db, id);
  if (!row || row.state !== 'pending') return false;
  const now = options.now?.() ?? new Date();
  const data = await gatherExtract(db, row.userId, now, { retentionDays: options.retentionDays });
  if (!data) return false;
  const encoder = new TextEncoder();
  const sources = await db.selectFrom('files').select(['id', 'blobSha256']).where('id', 'in', data.files.length ? data.files.map((f) => f.id) : ['00000000-0000-0000-0000-000000000000']).execute();
  const shaOf = new Map(sources.map((s) => [s.id, s.blobSha256]));
  const entries: Entry[] = [
    { name: 'registerutdrag.html', compress: true, source: () => once(encoder.encode(renderExtractHtml(data))) },
    { name: 'registerutdrag.json', compress: true, source: () => once(encoder.encode(`${JSON.stringify(data, null, 2)}\n`)) },
    ...data.files.filter((f) => shaOf.has(f.id)).map((f): Entry => ({
      name: f.pathInZip, compress: false, source: () => fileBytes(blobs, shaOf.get(f.id)!),
    })),
  ];
  const zipped = zipStream(entries, now);
  const staged = await blobs.stage(Readable.from(options.failAfterBytes !== undefined ? failingAfter(zipped, options.failAfterBytes) : zipped));
  try {
    await blobs.commit(staged);
  } catch (error) {
    await blobs.discard(staged);
    throw error;
  }
  return inTransaction(db, async (trx) => {
    const marked = await markExtractReady(trx, id, { sha256: staged.sha256, size: staged.size }, now, extractExpiresAt(now));
    const notice = marked ? readyNotice(row, options.publicUrl) : null;
    if (notice) await enqueueNotification(trx, notice);
    return marked;
  });
}
