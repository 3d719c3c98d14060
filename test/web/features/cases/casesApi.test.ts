import { createHttp } from '../../../../src/api/http';
import { createCasesApi } from '../../../../src/features/cases/casesApi';
import { contextQuery } from '../../../../src/features/cases/caseContext';
import { config } from './support';

/** The part of a fetch Response that http.ts reads (jsdom has no Response). */
function response(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { status, statusText: '', text: async () => text, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } } as unknown as Response;
}

function setup(answers: Response[]) {
  const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answers.shift()!);
  const http = createHttp({ getAccessToken: () => 'token-1', signinSilent: async () => false, fetch: fetch as unknown as typeof globalThis.fetch });
  return { api: createCasesApi(http, config), fetch };
}

const headersOf = (init: RequestInit | undefined) => init?.headers as Record<string, string>;

describe('spec §7 GET Case/GetAll with ETag and 304 (ARCHITECTURE §6, §7)', () => {
  test('the list context goes into the query; the answer carries the ETag', async () => {
    const { api, fetch } = setup([response(200, { cases: [], caseTypes: [] }, { etag: '"abc"' })]);
    const result = await api.getAll(contextQuery({ role: 'organization', organisationId: 'o-1', workplaceId: null }), null);
    expect(fetch.mock.calls[0][0]).toBe('http://portal.test/api/Case/GetAll?role=organization&organisationId=o-1');
    expect(headersOf(fetch.mock.calls[0][1])['if-none-match']).toBeUndefined();
    // Issue 21: the SPA asks for the lean entries; the spec's shape is the server's default.
    expect(headersOf(fetch.mock.calls[0][1]).accept).toMatch(/^application\/vnd\.medlemsportal\.case-list\+json,/);
    expect(result).toEqual({ ok: true, status: 200, data: { cases: [], caseTypes: [] }, etag: '"abc"' });
  });

  test('the poll sets If-None-Match itself and gets the 304 without body', async () => {
    const { api, fetch } = setup([response(304, undefined, { etag: '"abc"' })]);
    const result = await api.getAll({ role: 'member' }, '"abc"');
    expect(headersOf(fetch.mock.calls[0][1])['if-none-match']).toBe('"abc"');
    expect(headersOf(fetch.mock.calls[0][1]).authorization).toBe('Bearer token-1');
    expect(result).toMatchObject({ ok: true, status: 304, data: null });
  });

  test('an answer without ETag has none (the next poll asks unconditionally)', async () => {
    const { api } = setup([response(200, { cases: [], caseTypes: [] })]);
    expect(await api.getAll({ role: 'member' }, null)).toEqual({ ok: true, status: 200, data: { cases: [], caseTypes: [] } });
  });
});
