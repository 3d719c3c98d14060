import type { Database } from '../../server/db/database';
import { startDrainer, type Deliverer, type DrainerOptions } from '../../server/notifications/drainer';
import { smtpTransport, type MailTransport } from '../../server/notifications/transport';
import { startSmtpPeer, type SmtpPeer } from './smtpPeer';

/**
 * What the mail tests deliver with: a test host, and a drainer that runs only when told to. Its
 * clock stands at 05:00 in Sweden, before the daily summary and the deadline reminders, so what a
 * test delivers does not depend on the hour or the seeded deadlines (their tests move the clock).
 */
export const delivery = {
  from: 'Min sida <no-reply@portal.test>', host: 'portal.test', publicUrl: 'http://portal.test', intervalMs: 60_000,
  clock: () => new Date('2026-11-25T04:00:00Z'),
};

export interface MailBench {
  peer: SmtpPeer;
  transport: MailTransport;
  deliverer: Deliverer;
  /** Delivers what is due and returns the mails the peer accepted since `from`. */
  deliveredSince(from: number): Promise<SmtpPeer['received']>;
  stop(): Promise<void>;
}

/** An SMTP peer, a transport to it and the notification drainer over `db` (issue 24's delivery, for real). */
export async function startMailBench(db: Database, peerOptions?: Parameters<typeof startSmtpPeer>[0], drainerOptions: Partial<DrainerOptions> = {}): Promise<MailBench> {
  const peer = await startSmtpPeer(peerOptions);
  const transport = smtpTransport(peer.url, delivery.from);
  const deliverer = await startDrainer(db, transport, { ...delivery, ...drainerOptions });
  return {
    peer, transport, deliverer,
    async deliveredSince(from) {
      await deliverer.runOnce();
      return peer.received.slice(from);
    },
    async stop() {
      await deliverer.stop();
      transport.close();
      await peer.close();
    },
  };
}
