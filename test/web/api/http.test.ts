import { createHttp, ServerError, UnauthorizedError, unwrap, failureMessage, type NetworkFailure } from '../../../src/api/http';
import { failureState } from '../../../src/api/networkState';

/** The part of a fetch Response that http.ts reads (jsdom has no Response). */
function jsonResponse(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { status, statusText: '', text: async () => text } as unknown as Response;
}

function setup(options: { token?: string | null; renewTo?: string | null; responses?: Response[] } = {}) {
  let token = options.token === undefined ? 'token-1' : options.token;
  const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => options.responses?.shift() ?? jsonResponse(200, { ok: true }));
  const failures: NetworkFailure[] = [];
  const logger = { warn: jest.fn(), error: jest.fn() };
  const signinSilent = jest.fn(async () => {
    if (options.renewTo === undefined || options.renewTo === null) return false;
    token = options.renewTo;
    return true;
  });
  const http = createHttp({
    getAccessToken: () => token,
    signinSilent,
    onFailure: (failure) => failures.push(failure),
    fetch: fetch as unknown as typeof globalThis.fetch,
    logger,
    now: () => new Date('2026-01-01T12:00:00Z'),
  });
  return { http, fetch, failures, logger, signinSilent };
}

const headersOf = (init: RequestInit | undefined) => init?.headers as Record<string, string>;

describe('spec §7 calls: http.ts', () => {
  test('authenticated calls send the bearer token from the auth module', async () => {
    const { http, fetch } = setup();
    await http.get('/api/User/Me');
    expect(headersOf(fetch.mock.calls[0][1]).authorization).toBe('Bearer token-1');
  });

  test('JSON calls send a JSON content type and body; GETs send none', async () => {
    const { http, fetch } = setup();
    await http.post('/api/Case/Flag', { caseId: 'x', flagged: true });
    const [, init] = fetch.mock.calls[0];
    expect(headersOf(init)['content-type']).toBe('application/json');
    expect(init?.body).toBe('{"caseId":"x","flagged":true}');
    await http.get('/api/User/Me');
    expect(headersOf(fetch.mock.calls[1][1])['content-type']).toBeUndefined();
  });

  test('a call that must outlive the page (an unlock as the tab closes) is sent with keepalive, with its token', async () => {
    const { http, fetch } = setup();
    await http.post('/api/Case/x/Unlock', undefined, { keepalive: true, retry: false });
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(headersOf(fetch.mock.calls[0][1]).authorization).toBe('Bearer token-1');
    await http.post('/api/Case/x/Unlock');
    expect(fetch.mock.calls[1][1]?.keepalive).toBeFalsy();
  });

  test('public content calls send no token, even when there is none', async () => {
    const { http, fetch, signinSilent } = setup({ token: null });
    const result = await http.get('/content/pages', { auth: false });
    expect(result.ok).toBe(true);
    expect(headersOf(fetch.mock.calls[0][1]).authorization).toBeUndefined();
    expect(signinSilent).not.toHaveBeenCalled();
  });

  test('2xx is parsed as JSON', async () => {
    const { http } = setup({ responses: [jsonResponse(200, { hasApprovedGdprPolicies: false })] });
    expect(await http.get('/api/User/Gdpr')).toEqual({ ok: true, status: 200, data: { hasApprovedGdprPolicies: false } });
  });

  test('under 500 returns an error object {status, response {errorCode, data}}, logged and kept', async () => {
    const { http, failures, logger } = setup({ responses: [jsonResponse(409, { errorCode: 'IS_LOCKED', data: { lockedBy: { id: 'u2' } } })] });
    const result = await http.post('/api/Case/1/Lock');
    expect(result).toEqual({ ok: false, status: 409, response: { errorCode: 'IS_LOCKED', data: { lockedBy: { id: 'u2' } } } });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([{ method: 'POST', url: '/api/Case/1/Lock', status: 409, errorCode: 'IS_LOCKED', message: 'Status 409: IS_LOCKED', at: '2026-01-01T12:00:00.000Z' }]);
  });

  test("a 401 answer becomes an unauthorised resource ('Status 401')", async () => {
    const { http } = setup({ responses: [jsonResponse(401, { errorCode: 'UNAUTHORIZED', data: null })] });
    const result = await http.get('/api/User/Me');
    expect(result.ok).toBe(false);
    expect(failureState(failureMessage(result))).toBe('unauthorised');
  });

  test('500 and above throw, logged and kept', async () => {
    const { http, failures, logger } = setup({ responses: [jsonResponse(503, { errorCode: 'INTERNAL_ERROR', data: null })] });
    await expect(http.get('/api/User/Me')).rejects.toBeInstanceOf(ServerError);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(failures[0]).toMatchObject({ status: 503, message: 'Status 503: INTERNAL_ERROR' });
    expect(failureState(failures[0].message)).toBe('error');
  });

  test('a network failure throws too', async () => {
    const { http, fetch } = setup();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/api/User/Me')).rejects.toThrow('Network failure: Failed to fetch');
  });

  test('no token: retried once after a silent sign-in', async () => {
    const { http, fetch, signinSilent } = setup({ token: null, renewTo: 'token-2' });
    const result = await http.get('/api/User/Me');
    expect(result.ok).toBe(true);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(headersOf(fetch.mock.calls[0][1]).authorization).toBe('Bearer token-2');
  });

  test('no token and the silent sign-in fails: throws Unauthorized without calling the API', async () => {
    const { http, fetch, signinSilent, failures } = setup({ token: null, renewTo: null });
    const error = await http.get('/api/User/Me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).name).toBe('Unauthorized');
    expect(failureState((error as Error).message)).toBe('unauthorised');
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    expect(failures).toHaveLength(1);
  });

  test('retry: false throws Unauthorized at once', async () => {
    const { http, signinSilent } = setup({ token: null, renewTo: 'x' });
    await expect(http.get('/api/User/Me', { retry: false })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(signinSilent).not.toHaveBeenCalled();
  });

  test('unwrap gives the data of a 2xx and throws with the status otherwise', () => {
    expect(unwrap({ ok: true, status: 200, data: 1 })).toBe(1);
    expect(() => unwrap({ ok: false, status: 404, response: { errorCode: 'NOT_FOUND' } })).toThrow('Status 404: NOT_FOUND');
  });
});

describe('issue 38: a body cut off', () => {
  test('an answer whose body breaks off while it is read is a network failure, reported, as in the worker', async () => {
    const cut = { status: 200, statusText: '', headers: new Map(), text: async () => { throw new TypeError('network error'); } } as unknown as Response;
    const { http, failures } = setup({ responses: [cut] });
    await expect(http.get('/api/Case/GetAll')).rejects.toEqual(new ServerError(0, null, 'Network failure: network error'));
    expect(failures).toEqual([expect.objectContaining({ status: null, message: 'Network failure: network error' })]);
  });
});

describe('spec §4 network state', () => {
  test("'Status 401' in the message becomes unauthorised, anything else error", () => {
    expect(failureState('Status 401: UNAUTHORIZED')).toBe('unauthorised');
    expect(failureState('Status 403: FORBIDDEN')).toBe('error');
    expect(failureState('Network failure')).toBe('error');
  });
});
