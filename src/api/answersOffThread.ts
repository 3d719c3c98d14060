import type { AnswerHead, AnswerMessage, AnswerRequest } from './answerInWorker';
import type { Received } from './http';

/**
 * Reads a GET in a worker: the answer, its body whole again; a rejection with the fetch's own
 * error message when it failed (the network, a body cut off); null when no worker can read it (none
 * could start, or it broke): read it on the page then.
 */
export interface OffThreadReader {
  read(url: string, headers: Record<string, string>): Promise<Received | null>;
}

/** The part of a Worker the reader uses. */
export interface WorkerLike {
  postMessage(message: AnswerRequest): void;
  onmessage: ((event: MessageEvent<AnswerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror?: ((event: MessageEvent) => void) | null;
  terminate(): void;
}

interface Waiting {
  resolve: (answer: Received | null) => void;
  reject: (failure: Error) => void;
  head?: AnswerHead;
  items?: unknown[];
  chunksLeft?: number;
}

/**
 * The page's side of answerInWorker.ts. The worker starts with the first read (its script is
 * fetched then, never by a first screen) and serves every read after it. Each message is a task of
 * the page's own; a chunked answer is put together as its chunks come. A worker that fails (its
 * script did not load, the policy forbids it, an error in it) answers no more: what it was reading,
 * and every read after, resolve null, and http.ts fetches on the page as before.
 */
export function createOffThreadReader(start: () => WorkerLike, baseUrl: string): OffThreadReader {
  let worker: WorkerLike | null | undefined;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const giveUp = () => {
    worker?.terminate();
    worker = null;
    for (const entry of waiting.values()) entry.resolve(null);
    waiting.clear();
  };
  const done = (id: number, answer: Received) => {
    waiting.get(id)?.resolve(answer);
    waiting.delete(id);
  };

  function receive(message: AnswerMessage) {
    const entry = waiting.get(message.id);
    if (!entry) return;
    if (message.kind === 'failed') {
      waiting.delete(message.id);
      return entry.reject(new Error(message.message));
    }
    if (message.kind === 'answer') {
      const { status, statusText, etag, body } = message;
      if (!message.chunked) return done(message.id, { status, statusText, etag, body });
      Object.assign(entry, { head: message, items: [], chunksLeft: message.chunked.chunks });
      return;
    }
    const { head, items } = entry;
    if (!head?.chunked || !items) return;
    for (const item of message.items) items.push(item);
    entry.chunksLeft = (entry.chunksLeft ?? 1) - 1;
    if (entry.chunksLeft > 0) return;
    const { key } = head.chunked;
    const body = key === null ? items : { ...(head.body as object), [key]: items };
    done(message.id, { status: head.status, statusText: head.statusText, etag: head.etag, body });
  }

  function started(): WorkerLike | null {
    if (worker !== undefined) return worker;
    try {
      worker = start();
    } catch {
      worker = null;
      return null;
    }
    worker.onmessage = (event) => receive(event.data);
    worker.onerror = giveUp;
    worker.onmessageerror = giveUp;
    return worker;
  }

  return {
    read(url, headers) {
      const running = started();
      if (!running) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        running.postMessage({ id, url: new URL(url, baseUrl).href, headers });
      });
    },
  };
}
