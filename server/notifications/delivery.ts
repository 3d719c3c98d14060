import type { Database } from '../db/database';
import type { ServerConfig } from '../config';
import type { JobBoss } from '../jobs/jobBoss';
import { startDrainer, type Deliverer } from './drainer';
import { startQueue } from './queue';
import { mailboxTransport, smtpTransport, type MailTransport } from './transport';

/** The transport of the configuration: SMTP_URL through nodemailer, else the development mailbox in the database. */
export function transportFor(config: ServerConfig, db: Database): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : mailboxTransport(db);
}

/**
 * Starts delivering the outbox (issue 24): with DATABASE_URL through the process's pg-boss, `jobs`
 * (each mail to one process of all; server/index.ts starts it), with the embedded database by this
 * one process's own loop.
 */
export async function startNotificationDelivery(db: Database, config: ServerConfig, log: (line: string) => void, jobs?: JobBoss): Promise<Deliverer> {
  const transport = transportFor(config, db);
  const options = { from: config.mailFrom, host: new URL(config.publicUrl).hostname, publicUrl: config.publicUrl, log };
  const deliverer = jobs ? await startQueue(db, transport, { ...options, jobs }) : await startDrainer(db, transport, options);
  return {
    ...deliverer,
    async stop() {
      await deliverer.stop();
      transport.close();
    },
  };
}
