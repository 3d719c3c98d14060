/**
 * A large GET answer fetched, read and parsed in a worker (issue 38): the secretariat's case list
 * parts at national scale are megabytes of JSON. Fetched by the page, each byte of them is received,
 * decoded and parsed on the main thread, partly by the browser itself where DevTools watch the
 * network (one task of 116 to 340 ms at scale 50, which no slicing of ours could reach);
 * fetched by a worker, all of that runs on the worker's thread. The answer then comes to the page
 * in messages, each a task of its own: a head, and the largest array member in chunks, so that no
 * structured-clone of the whole list blocks the page.
 *
 * This module is the protocol and the worker's side (`readAnswer`, a pure function of a fetch and
 * a post, tested in jest); answerWorker.ts is the worker's entry, answersOffThread.ts the page's side.
 */

import { answerBody } from './answerBody';

/** What the page asks: a GET of `url` (absolute) with these headers. */
export interface AnswerRequest {
  id: number;
  url: string;
  headers: Record<string, string>;
}

/**
 * The answer's head: status, ETag and body, with `chunked` naming the member that follows in
 * `chunks` messages (its key; null when the body itself is the list, which then follows whole).
 */
export interface AnswerHead {
  id: number;
  kind: 'answer';
  status: number;
  statusText: string;
  etag: string | null;
  body: unknown;
  chunked: { key: string | null; chunks: number } | null;
}
export interface AnswerChunk {
  id: number;
  kind: 'chunk';
  items: unknown[];
}
/** No answer: the fetch failed (the network, or the body cut off). */
export interface AnswerFailed {
  id: number;
  kind: 'failed';
  message: string;
}
export type AnswerMessage = AnswerHead | AnswerChunk | AnswerFailed;

/**
 * Elements per chunk: 500 lean case entries are about 150 KB of JSON, whose structured-clone
 * the page reads in a few milliseconds (under Lighthouse's 4× slowdown, well below the 50 ms of a
 * long task).
 */
export const ANSWER_CHUNK_ITEMS = 500;

/** The member of an object body that is an array longer than one chunk, the longest: a list ('' for a body that is such a list). */
function chunkedMember(body: unknown, chunkItems: number): string | null {
  if (Array.isArray(body)) return body.length > chunkItems ? '' : null;
  if (typeof body !== 'object' || body === null) return null;
  let longest: string | null = null;
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.length > chunkItems && (longest === null || value.length > ((body as Record<string, unknown[]>)[longest]).length)) longest = key;
  }
  return longest;
}

/**
 * The worker's side: fetches the request and posts its answer as messages (a head, then its
 * chunks), or one failure: anything that goes wrong on the way (the network, a body cut off, a
 * message that cannot be posted) is a failure message, so no read waits for ever.
 */
export async function readAnswer(
  request: AnswerRequest,
  doFetch: (url: string, init: RequestInit) => Promise<Response>,
  post: (message: AnswerMessage) => void,
  chunkItems = ANSWER_CHUNK_ITEMS,
): Promise<void> {
  const { id } = request;
  try {
    const response = await doFetch(request.url, { method: 'GET', headers: request.headers });
    const body = await answerBody(response.status, () => response.text());
    const head = { id, kind: 'answer' as const, status: response.status, statusText: response.statusText, etag: response.headers.get('etag') };
    const key = chunkedMember(body, chunkItems);
    if (key === null) {
      post({ ...head, body, chunked: null });
      return;
    }
    const list = key === '' ? (body as unknown[]) : (body as Record<string, unknown[]>)[key];
    const chunks = Math.ceil(list.length / chunkItems);
    if (key === '') post({ ...head, body: [], chunked: { key: null, chunks } });
    else post({ ...head, body: { ...(body as object), [key]: [] }, chunked: { key, chunks } });
    for (let start = 0; start < list.length; start += chunkItems) post({ id, kind: 'chunk', items: list.slice(start, start + chunkItems) });
  } catch (cause) {
    post({ id, kind: 'failed', message: (cause as Error)?.message ?? String(cause) });
  }
}
