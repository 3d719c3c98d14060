import { createHttp, ServerError, type NetworkFailure } from '../../../src/api/http';
import { readAnswer, ANSWER_CHUNK_ITEMS, type AnswerMessage, type AnswerRequest } from '../../../src/api/answerInWorker';
import { createOffThreadReader, type WorkerLike } from '../../../src/api/answersOffThread';
import { createCasesApi } from '../../../src/features/cases/casesApi';
import { config } from '../features/cases/support';

/** The part of a fetch Response that http.ts and the worker read (jsdom has no Response). */
function response(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { status, statusText: status === 503 ? 'Service Unavailable' : '', text: async () => text, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } } as unknown as Response;
}

type Fetch = jest.Mock<Promise<Response>, [string, RequestInit]>;

/**
 * A worker that runs the real worker side (readAnswer) with its own fetch, each message in a task
 * of its own as a browser delivers them; it keeps what it posted.
 */
function fakeWorker(workerFetch: Fetch) {
  const posted: AnswerMessage[] = [];
  const requests: AnswerRequest[] = [];
  const worker: WorkerLike & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    terminate() { this.terminated = true; },
    postMessage(request) {
      requests.push(request);
      void readAnswer(request, workerFetch, (message) => {
        posted.push(message);
        setTimeout(() => worker.onmessage?.({ data: message } as MessageEvent<AnswerMessage>), 0);
      });
    },
  };
  return { worker, posted, requests };
}

function setup(options: { page?: Response[]; worker?: Response[]; start?: () => WorkerLike } = {}) {
  const pageFetch: Fetch = jest.fn(async (_url: string, _init: RequestInit) => options.page?.shift() ?? response(200, { from: 'page' }));
  const workerFetch: Fetch = jest.fn(async (_url: string, _init: RequestInit) => options.worker?.shift() ?? response(200, { from: 'worker' }));
  const fake = fakeWorker(workerFetch);
  const start = jest.fn(options.start ?? (() => fake.worker));
  const failures: NetworkFailure[] = [];
  const http = createHttp({
    getAccessToken: () => 'token-1',
    signinSilent: async () => false,
    fetch: pageFetch as unknown as typeof fetch,
    offThread: createOffThreadReader(start, 'http://portal.test/arenden/kansliet'),
    onFailure: (failure) => failures.push(failure),
    logger: { warn: jest.fn(), error: jest.fn() },
  });
  return { http, pageFetch, workerFetch, start, failures, ...fake };
}

const entries = (count: number) => Array.from({ length: count }, (_, i) => [0, `c${i}`, `Ärende ${i}`, 0, 1, 1_700_000_000 + i]);
const largeList = () => ({ cases: entries(1_234), caseTypes: [{ type: 'a', name: 'A' }], cursor: 'v1' });

describe('issue 38: a large answer is fetched and parsed in a worker', () => {
  test('a GET that asks for it is fetched by the worker, with its headers and token, and gives the same result as on the page', async () => {
    const body = largeList();
    const onPage = setup({ page: [response(200, body, { etag: '"v1"' })] });
    const inWorker = setup({ worker: [response(200, body, { etag: '"v1"' })] });
    const request = { headers: { accept: 'application/vnd.medlemsportal.case-list+json' }, offMainThread: true };

    const pageResult = await onPage.http.get('/api/Case/GetAll?part=open', { headers: request.headers });
    const workerResult = await inWorker.http.get('/api/Case/GetAll?part=open', request);

    expect(workerResult).toEqual(pageResult);
    expect(workerResult).toEqual({ ok: true, status: 200, data: body, etag: '"v1"' });
    expect(inWorker.pageFetch).not.toHaveBeenCalled();
    expect(inWorker.requests).toEqual([{
      id: 1, url: 'http://portal.test/api/Case/GetAll?part=open',
      headers: { accept: 'application/vnd.medlemsportal.case-list+json', authorization: 'Bearer token-1' },
    }]);
  });

  test('the longest array comes in chunks after a head without it, so no message carries the whole list', async () => {
    const { http, posted } = setup({ worker: [response(200, largeList())] });
    await http.get('/api/Case/GetAll?part=open', { offMainThread: true });
    const [head, ...chunks] = posted;
    expect(head).toMatchObject({ kind: 'answer', status: 200, body: { cases: [], cursor: 'v1' }, chunked: { key: 'cases', chunks: 3 } });
    expect(chunks.map((chunk) => chunk.kind === 'chunk' && chunk.items.length)).toEqual([ANSWER_CHUNK_ITEMS, ANSWER_CHUNK_ITEMS, 1_234 - 2 * ANSWER_CHUNK_ITEMS]);
  });

  test('a body that is itself a long list (the courses) comes in chunks too, and whole again', async () => {
    const courses = Array.from({ length: ANSWER_CHUNK_ITEMS + 7 }, (_, i) => ({ id: `k${i}`, title: `Kurs ${i}` }));
    const { http, posted } = setup({ worker: [response(200, courses, { etag: '"k1"' })] });
    expect(await http.get('/content/courses', { offMainThread: true })).toEqual({ ok: true, status: 200, data: courses, etag: '"k1"' });
    expect(posted.map((m) => (m.kind === 'chunk' ? m.items.length : m.kind === 'answer' && m.chunked))).toEqual([{ key: null, chunks: 2 }, ANSWER_CHUNK_ITEMS, 7]);
  });

  test('two reads at once each get their own answer', async () => {
    const { http } = setup({ worker: [response(200, largeList()), response(200, { cases: entries(3) })] });
    const [first, second] = await Promise.all([
      http.get<{ cases: unknown[] }>('/api/Case/GetAll?part=open', { offMainThread: true }),
      http.get<{ cases: unknown[] }>('/api/Case/GetAll?part=closed', { offMainThread: true }),
    ]);
    expect(first.ok && first.data.cases).toHaveLength(1_234);
    expect(second.ok && second.data.cases).toHaveLength(3);
  });

  test('a 304, a 4xx and a 5xx read in the worker are what the page makes of them', async () => {
    const answers = () => [response(304, undefined, { etag: '"v1"' }), response(403, { errorCode: 'FORBIDDEN', data: null }), response(503, 'nere')];
    const onPage = setup({ page: answers() });
    const inWorker = setup({ worker: answers() });
    for (const [{ http }, offMainThread] of [[onPage, false], [inWorker, true]] as const) {
      const options = { offMainThread };
      expect(await http.get('/api/Case/GetAll?part=open', options)).toEqual({ ok: true, status: 304, data: null, etag: '"v1"' });
      expect(await http.get('/api/Case/GetAll?part=open', options)).toEqual({ ok: false, status: 403, response: { errorCode: 'FORBIDDEN', data: null } });
      await expect(http.get('/api/Case/GetAll?part=open', options)).rejects.toEqual(new ServerError(503, 'nere', 'Status 503: nere'));
    }
    expect(inWorker.failures.map((f) => f.message)).toEqual(onPage.failures.map((f) => f.message));
    expect(inWorker.pageFetch).not.toHaveBeenCalled();
    expect(onPage.workerFetch).not.toHaveBeenCalled();
  });

  test("the worker's network failure is the page's: a ServerError with status 0, reported", async () => {
    const { http, workerFetch, failures } = setup();
    workerFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/api/Case/GetAll?part=open', { offMainThread: true })).rejects.toMatchObject({ status: 0, message: 'Network failure: Failed to fetch' });
    expect(failures).toEqual([expect.objectContaining({ status: null, message: 'Network failure: Failed to fetch' })]);
  });

  test('a fault in the worker after the fetch (a message it cannot post) fails the read, which never waits for ever', async () => {
    const posted: AnswerMessage[] = [];
    let first = true;
    const post = (message: AnswerMessage) => {
      if (first) {
        first = false;
        throw new Error('DataCloneError');
      }
      posted.push(message);
    };
    await readAnswer({ id: 7, url: 'http://portal.test/api/Case/GetAll?part=open', headers: {} }, async () => response(200, largeList()), post);
    expect(posted).toEqual([{ id: 7, kind: 'failed', message: 'DataCloneError' }]);
  });

  test('a worker that breaks hands the read in flight and every later one to the page', async () => {
    const { http, worker, pageFetch, workerFetch } = setup();
    workerFetch.mockImplementationOnce(() => new Promise(() => {}));
    const inFlight = http.get('/api/Case/GetAll?part=open', { offMainThread: true });
    await Promise.resolve();
    worker.onerror?.({} as ErrorEvent);
    expect(await inFlight).toMatchObject({ ok: true, data: { from: 'page' } });
    expect(await http.get('/api/Case/GetAll?part=open', { offMainThread: true })).toMatchObject({ ok: true, data: { from: 'page' } });
    expect(worker.terminated).toBe(true);
    expect(pageFetch).toHaveBeenCalledTimes(2);
  });

  test('where no worker can start (a policy, an old browser), the page reads it, and no start is tried again', async () => {
    const { http, start, pageFetch } = setup({ start: () => { throw new Error('blocked'); } });
    expect(await http.get('/api/Case/GetAll?part=open', { offMainThread: true })).toMatchObject({ ok: true, data: { from: 'page' } });
    await http.get('/api/Case/GetAll?part=open', { offMainThread: true });
    expect(start).toHaveBeenCalledTimes(1);
    expect(pageFetch).toHaveBeenCalledTimes(2);
  });

  test('the worker starts with the first read that asks for it; other calls stay on the page', async () => {
    const { http, start, pageFetch } = setup();
    await http.get('/api/User/Me');
    await http.get('/api/Case/GetAll?role=member');
    expect(start).not.toHaveBeenCalled();
    expect(pageFetch).toHaveBeenCalledTimes(2);
    await http.get('/api/Case/GetAll?part=open', { offMainThread: true });
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('Case/GetAll reads a part in the worker, and the first page, a whole list and the rest on the page', async () => {
    const { http, workerFetch, pageFetch } = setup();
    const api = createCasesApi(http, config);
    await api.getAll({ role: 'secretariat', part: 'open', first: 20 }, null);
    await api.getAll({ role: 'member' }, null);
    await api.getUnread();
    expect(workerFetch).not.toHaveBeenCalled();
    await api.getAll({ role: 'secretariat', part: 'open' }, null);
    await api.getAll({ role: 'secretariat', part: 'closed', since: 'v1' }, '"v1"');
    expect(workerFetch.mock.calls.map(([url]) => url)).toEqual([
      'http://portal.test/api/Case/GetAll?role=secretariat&part=open',
      'http://portal.test/api/Case/GetAll?role=secretariat&part=closed&since=v1',
    ]);
    expect(workerFetch.mock.calls[1][1].headers).toMatchObject({ 'if-none-match': '"v1"' });
    expect(pageFetch).toHaveBeenCalledTimes(3);
  });
});
