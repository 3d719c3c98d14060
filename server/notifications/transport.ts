import nodemailer from 'nodemailer';
import type { Database } from '../db/database';

/** One mail as it leaves the outbox. */
export interface OutgoingMail {
  outboxId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Message-ID, List-Unsubscribe, List-Unsubscribe-Post … */
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the receiving server has accepted the mail; rejects with the SMTP error otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer: SMTP_URL is smtp:// (STARTTLS when offered) or smtps://, with user:password@ if the relay wants them. */
export function smtpTransport(smtpUrl: string, from: string, options: { timeoutMs?: number } = {}): MailTransport {
  const timeout = options.timeoutMs ?? 30_000;
  const url = new URL(smtpUrl);
  url.searchParams.set('connectionTimeout', String(timeout));
  url.searchParams.set('greetingTimeout', String(timeout));
  url.searchParams.set('socketTimeout', String(timeout));
  const transporter = nodemailer.createTransport(url.toString());
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, messageId: mail.headers['Message-ID'] });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: mails are kept in the database (notification_mailbox) and shown on the
 * development mailbox page (/dev/e-post, only with DEV_TOOLS), so `npm start` works without a relay
 * and a newcomer can watch a notice arrive. Kept once per outbox row.
 */
export function mailboxTransport(db: Database): MailTransport {
  return {
    async send(mail) {
      await db.insertInto('notificationMailbox').values({
        outboxId: mail.outboxId, recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, headers: mail.headers,
      }).onConflict((oc) => oc.column('outboxId').doNothing()).execute();
    },
    close: () => undefined,
  };
}

/**
 * A refusal for good: the server answered 5xx for this mail (the address does not exist, the
 * mailbox refuses). Not an authentication failure or a connection problem: those are retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string };
  return typeof e?.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && e.code !== 'EAUTH';
}
