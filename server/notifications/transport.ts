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

export type FailureKind = 'recipient' | 'relay' | 'connection';

/** What one failed attempt says (issue 33): whose fault it is, and whether the address refused for good. */
export interface AttemptFailure {
  /** The recipient's mailbox or domain (at RCPT TO), the relay (it answered with a refusal: policy, relaying, its own trouble), or no answer at all. */
  kind: FailureKind;
  /** Only a 5.1.x at RCPT TO (RFC 3463: bad mailbox, bad domain, bad syntax, moved) refuses that address for good. */
  forGood: boolean;
  reason: string;
}

// RFC 3463 enhanced status after a 5xx reply code: 5.1.x is about the destination address itself.
const ADDRESS_REFUSED = /^5\d\d[ -]5\.1\.\d{1,3}(?:\s|$)/;

/**
 * How a failed SMTP attempt is taken. Only the recipient's own permanent failure marks the address
 * (a 5.1.x at RCPT TO, e.g. "550 5.1.1 no such user"); everything else is retried with back-off:
 * "550 5.7.1 relaying denied" (a policy of the relay, even at RCPT TO), a 5xx at MAIL FROM or DATA,
 * a 5xx without an enhanced code, any 4xx, authentication and connection failures.
 */
export function attemptFailure(error: unknown): AttemptFailure {
  const e = (error ?? {}) as { responseCode?: number; response?: string; command?: string; rejectedErrors?: { response?: string; command?: string }[]; message?: string };
  const reason = (e.response ?? e.message ?? String(error)).slice(0, 500);
  const answers = e.rejectedErrors?.length ? e.rejectedErrors : [e];
  const forGood = e.command === 'RCPT TO' && answers.some((a) => a.command === 'RCPT TO' && typeof a.response === 'string' && ADDRESS_REFUSED.test(a.response));
  if (forGood) return { kind: 'recipient', forGood, reason };
  return { kind: typeof e.responseCode === 'number' ? 'relay' : 'connection', forGood: false, reason };
}
