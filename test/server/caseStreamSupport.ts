import type { TestServer } from './helpers';

export interface StreamEvent { event: string; id?: string; data: unknown }

/** An open case stream over a real socket: its status, the events as they come, and closing it. */
export interface OpenedStream {
  status: number;
  headers: Headers;
  body: string;
  events: StreamEvent[];
  ended: Promise<void>;
  close(): void;
}

/** The app listening on a port of its own (server-sent events need a real socket, not inject). */
export async function listening(server: TestServer): Promise<string> {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address}/api`;
}

export async function ticketFor(server: TestServer, base: string, userId: string): Promise<string> {
  const answer = await fetch(`${base}/Case/Stream/Ticket`, { method: 'POST', headers: await server.as(userId) });
  if (answer.status !== 201) throw new Error(`ticket: ${answer.status}`);
  return ((await answer.json()) as { ticket: string }).ticket;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  const abort = new AbortController();
  const answer = await fetch(url, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  if (answer.status !== 200) {
    return { status: answer.status, headers: answer.headers, body: await answer.text(), events, ended: Promise.resolve(), close: () => undefined };
  }
  const reader = answer.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const ended = (async () => {
    try {
      while (true) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
          }
          if (fields.event) events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data ?? 'null') });
        }
      }
    } catch {
      // aborted
    }
  })();
  return { status: 200, headers: answer.headers, body: '', events, ended, close: () => abort.abort() };
}

export async function until(what: string, condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
