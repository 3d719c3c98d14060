/**
 * A deliverer in a process of its own (the kill test, notifications-kill.test.ts): the embedded
 * database in DATA_DIR, SMTP to SMTP_URL. Prints "ready" once it runs; killed by the test.
 */
import { openDatabase } from '../../server/db/database';
import { startDrainer } from '../../server/notifications/drainer';
import { smtpTransport } from '../../server/notifications/transport';

const db = await openDatabase({ dataDir: process.env.DATA_DIR });
const from = 'Min sida <no-reply@portal.test>';
await startDrainer(db, smtpTransport(process.env.SMTP_URL!, from), { from, host: 'portal.test', publicUrl: 'http://portal.test', intervalMs: 200 });
process.stdout.write('ready\n');
