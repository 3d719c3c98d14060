/**
 * A register extract builder in a process of its own (the kill test, register-extract-kill.test.ts):
 * the embedded database in DATA_DIR and its files, the embedded queue, which builds what is pending
 * when it starts. With HANG_MID_BUILD the zip's stream stops after its first chunk is written (the
 * process prints "mid-build" and waits to be killed); without it the process prints "built" once
 * nothing is pending.
 */
import { Readable } from 'node:stream';
import { openDatabase } from '../../server/db/database';
import { blobStoreFor } from '../../server/files/blobStore';
import { embeddedExtractQueue } from '../../server/registerExtract/extractQueue';
import { pendingExtractIds } from '../../server/registerExtract/extractStore';

const dataDir = process.env.DATA_DIR!;
const db = await openDatabase({ dataDir });
const blobs = blobStoreFor({ dataDir, databaseUrl: undefined }, db);
if (process.env.HANG_MID_BUILD) {
  const stage = blobs.stage.bind(blobs);
  blobs.stage = (source) => stage(Readable.from((async function* firstChunkOnly() {
    for await (const chunk of source as AsyncIterable<Uint8Array>) {
      yield chunk;
      // The store asked for more: the first chunk is in its temporary file.
      process.stdout.write('mid-build\n');
      await new Promise(() => {});
    }
  })()));
}
const queue = embeddedExtractQueue(db, blobs, { retentionDays: 1095, publicUrl: 'http://portal.test', log: (line) => process.stderr.write(`${line}\n`) });
process.stdout.write('ready\n');
if (!process.env.HANG_MID_BUILD) {
  await queue.drain();
  if ((await pendingExtractIds(db)).length === 0) process.stdout.write('built\n');
}
