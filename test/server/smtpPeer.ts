import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** One mail the peer accepted (answered 250 to its data). */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The header block, unfolded, by lower-case name. */
  headers: Record<string, string>;
  /** Subject with its RFC 2047 encoded words decoded. */
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded (text and HTML parts). */
  body: string;
  /** When the peer accepted it (ms since the epoch). */
  receivedAt: number;
}

export interface SmtpPeer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Mails whose data arrived and that the peer refused (refuseData). */
  refused: ReceivedMail[];
  /** Mails whose data arrived but that the peer never accepted (e.g. the sender died meanwhile). */
  unfinished: number;
  close(): Promise<void>;
  /** Resolves when `count` mails have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/** A reply of the peer: the code and the text after it, the enhanced status code first (e.g. 550, '5.7.1 Relaying denied'). */
export interface SmtpReply { code: number; text: string }

export interface SmtpPeerOptions {
  port?: number;
  /** Recipients refused at RCPT TO: `true` is 550 5.1.1 (a mailbox that does not exist), or the reply to give. */
  refuse?: (address: string) => boolean | SmtpReply;
  /** A refusal at MAIL FROM (null: accepted). */
  refuseMail?: () => SmtpReply | null;
  /** A refusal after the data's final dot (null: accepted); the refused mail is kept in `refused`. */
  refuseData?: (raw: string) => SmtpReply | null;
  /** Called with each mail's data before it is accepted; return false to never answer (hold it). */
  onData?: (raw: string) => boolean;
}

const replyError = (reply: SmtpReply) => Object.assign(new Error(reply.text), { responseCode: reply.code });

const decodeQuotedPrintable = (text: string) => {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ''), 'latin1');
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x3d && /^[0-9A-F]{2}$/.test(bytes.subarray(i + 1, i + 3).toString())) {
      out.push(parseInt(bytes.subarray(i + 1, i + 3).toString(), 16));
      i += 2;
    } else out.push(bytes[i]);
  }
  return Buffer.from(out).toString('utf8');
};
const decodeWords = (value: string) => value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) => (enc.toUpperCase() === 'B'
  ? Buffer.from(text, 'base64').toString('utf8')
  : decodeQuotedPrintable(text.replace(/_/g, ' '))));

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { to, raw, headers, subject: decodeWords(headers.subject ?? ''), body: decodeQuotedPrintable(raw), receivedAt: Date.now() };
}

/** A real SMTP server (the `smtp-server` package) on 127.0.0.1, for the delivery tests. */
export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const peer = { unfinished: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The enhanced status codes are in each reply's text, as a relay writes them.
    hideENHANCEDSTATUSCODES: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      const refusal = options.refuseMail?.();
      callback(refusal ? replyError(refusal) : undefined);
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (refusal) {
        callback(replyError(refusal === true ? { code: 550, text: '5.1.1 No such user here' } : refusal));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        if (options.onData && !options.onData(raw)) {
          peer.unfinished++;
          return;
        }
        const refusal = options.refuseData?.(raw);
        if (refusal) {
          refused.push(parseMail(raw, session.envelope.rcptTo.map((r) => r.address)));
          callback(replyError(refusal));
          return;
        }
        received.push(parseMail(raw, session.envelope.rcptTo.map((r) => r.address)));
        callback();
        for (const wake of waiters.splice(0)) wake();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refused,
    get unfinished() { return peer.unfinished; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`Expected ${count} mails, got ${received.length}`);
        await new Promise<void>((resolve) => { waiters.push(resolve); setTimeout(resolve, 100); });
      }
      return received;
    },
  };
}
