import type { Database } from '../db/database';
import type { ServerConfig } from '../config';
import { startDrainer, type Deliverer } from './drainer';
import { startQueue } from './queue';
import { mailboxTransport, smtpTransport, type MailTransport } from './transport';

/** The transport of the configuration: SMTP_URL through nodemailer, else the development mailbox in the database. */
export function transportFor(config: ServerConfig, db: Database): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : mailboxTransport(db);
}

/**
 * Starts delivering the outbox (issue 24): with DATABASE_URL through pg-boss (each mail to one
 * process of all), with the embedded database by this one process's own loop.
 */
export async function startNotificationDelivery(db: Database, config: ServerConfig, log: (line: string) => void): Promise<Deliverer> {
  const transport = transportFor(config, db);
  const options = { from: config.mailFrom, host: new URL(config.publicUrl).hostname, publicUrl: config.publicUrl, log };
  const deliverer = config.databaseUrl ? await startQueue(db, transport, { ...options, databaseUrl: config.databaseUrl }) : await startDrainer(db, transport, options);
  return {
    ...deliverer,
    async stop() {
      await deliverer.stop();
      transport.close();
    },
  };
}
