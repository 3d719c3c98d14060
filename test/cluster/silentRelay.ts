import net from 'node:net';

export interface SilentRelay {
  port: number;
  /** Listening connections (those that sent LISTEN) still open. */
  listening(): number;
  /** The listening connections open now stop passing bytes, both ways, and stay open. */
  silence(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay to PostgreSQL that can go silent without closing: the connections that sent
 * `listen portal_changes` stop passing bytes both ways on `silence()`, their sockets left open.
 * Other connections (the pool's, and a listener opened afterwards) pass as before.
 */
export async function startSilentRelay(target: { host: string; port: number }): Promise<SilentRelay> {
  const listeners = new Set<net.Socket>();
  const silenced = new Set<net.Socket>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(target.port, target.host);
    sockets.add(inbound).add(outbound);
    inbound.on('data', (chunk: Buffer) => {
      if (chunk.includes('listen portal_changes')) listeners.add(inbound);
      if (!silenced.has(inbound)) outbound.write(chunk);
    });
    outbound.on('data', (chunk: Buffer) => { if (!silenced.has(inbound)) inbound.write(chunk); });
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
    inbound.on('error', () => {});
    outbound.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    listening: () => [...listeners].filter((socket) => !socket.destroyed).length,
    silence: () => { for (const socket of listeners) silenced.add(socket); },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

