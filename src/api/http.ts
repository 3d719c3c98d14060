import type { ApiErrorBody } from './types';
import type { OffThreadReader } from './answersOffThread';
import { answerBody } from './answerBody';

/**
 * The HTTP client of spec §7 and ARCHITECTURE §4:
 * - authenticated calls send the bearer token that the auth module holds (never the store);
 * - JSON calls send a JSON content type;
 * - a call without a token throws Unauthorized, and is retried once after a silent sign-in;
 * - 2xx: the JSON body; under 500: an error object { status, response: { errorCode, data } };
 *   500 and above: thrown (ServerError);
 * - every failure is logged and handed to `onFailure` (the store keeps the last one).
 */

/** A 4xx answer, returned (not thrown) so that sagas can treat codes such as IS_LOCKED as data. */
export interface HttpFailure {
  ok: false;
  status: number;
  response: ApiErrorBody;
}
export interface HttpSuccess<T> {
  ok: true;
  status: number;
  data: T;
  /** The response's ETag, when it sent one (a 304 has no body: `data` is null then). */
  etag?: string;
}
export type HttpResult<T> = HttpSuccess<T> | HttpFailure;

/** A call that needs a token and has none (spec §8 'Missing token throws Unauthorized'). */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized (Status 401: no access token)');
    this.name = 'Unauthorized';
  }
}

/** 500 and above, or no answer at all. */
export class ServerError extends Error {
  constructor(readonly status: number, readonly response: unknown, message: string) {
    super(message);
    this.name = 'ServerError';
  }
}

/** What is kept about a failure: plain data, so it can live in the store. */
export interface NetworkFailure {
  method: string;
  url: string;
  status: number | null;
  errorCode: string | null;
  message: string;
  at: string;
}

export interface HttpDeps {
  /** The current access token, or null (the auth module's, never the store's). */
  getAccessToken: () => string | null;
  /** A silent sign-in; resolves true when a token is available afterwards. */
  signinSilent: () => Promise<boolean>;
  onFailure?: (failure: NetworkFailure) => void;
  fetch?: typeof fetch;
  /** Reads the GETs that ask for it (`offMainThread`) in a worker (answersOffThread.ts). */
  offThread?: OffThreadReader;
  logger?: Pick<Console, 'warn' | 'error'>;
  now?: () => Date;
}

export interface RequestOptions {
  /** Send the bearer token (default true). Public content calls set false. */
  auth?: boolean;
  /** Retry once after a silent sign-in when there is no token (default true). */
  retry?: boolean;
  headers?: Record<string, string>;
  /** The request outlives the page (fetch keepalive): an unlock sent as the tab closes. */
  keepalive?: boolean;
}

export interface GetOptions extends RequestOptions {
  /**
   * An answer that can be megabytes (a case list part at national scale, issue 38): fetched, read
   * and parsed in a worker where there is one (`HttpDeps.offThread`), on the page otherwise. The
   * same result either way.
   */
  offMainThread?: boolean;
}

/** An answer as the rules below read it, from the page's fetch or the worker's. */
export interface Received {
  status: number;
  statusText: string;
  etag?: string | null;
  body: unknown;
}

type Body = { json: unknown } | { form: FormData } | undefined;

export interface Http {
  get<T>(url: string, options?: GetOptions): Promise<HttpResult<T>>;
  delete<T>(url: string, options?: RequestOptions): Promise<HttpResult<T>>;
  post<T>(url: string, json?: unknown, options?: RequestOptions): Promise<HttpResult<T>>;
  put<T>(url: string, json?: unknown, options?: RequestOptions): Promise<HttpResult<T>>;
  patch<T>(url: string, json?: unknown, options?: RequestOptions): Promise<HttpResult<T>>;
  /** multipart/form-data (the browser sets the boundary). */
  postForm<T>(url: string, form: FormData, options?: RequestOptions): Promise<HttpResult<T>>;
}

export function createHttp(deps: HttpDeps): Http {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const logger = deps.logger ?? console;
  const now = deps.now ?? (() => new Date());

  const report = (failure: Omit<NetworkFailure, 'at'>, level: 'warn' | 'error') => {
    const full = { ...failure, at: now().toISOString() };
    logger[level](`[api] ${full.method} ${full.url}: ${full.message}`);
    deps.onFailure?.(full);
  };

  async function attempt<T>(method: string, url: string, body: Body, options: GetOptions): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.auth !== false) {
      const token = deps.getAccessToken();
      if (!token) throw new UnauthorizedError();
      headers.authorization = `Bearer ${token}`;
    }
    let payload: BodyInit | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json ?? {});
    } else if (body && 'form' in body) {
      payload = body.form;
    }

    let response: Received | null;
    try {
      response = options.offMainThread && deps.offThread ? await deps.offThread.read(url, headers) : null;
      if (!response) {
        const fetched = await doFetch(url, { method, headers, body: payload, keepalive: options.keepalive });
        response = { status: fetched.status, statusText: fetched.statusText, etag: fetched.headers?.get('etag'), body: await answerBody(fetched.status, () => fetched.text()) };
      }
    } catch (cause) {
      const message = `Network failure: ${(cause as Error).message ?? String(cause)}`;
      report({ method, url, status: null, errorCode: null, message }, 'error');
      throw new ServerError(0, null, message);
    }

    const parsed = response.body;
    if (response.status >= 500) {
      const message = `Status ${response.status}: ${describe(parsed) ?? response.statusText}`;
      report({ method, url, status: response.status, errorCode: errorCodeOf(parsed), message }, 'error');
      throw new ServerError(response.status, parsed, message);
    }
    if (response.status >= 400) {
      const errorBody: ApiErrorBody = isErrorBody(parsed)
        ? { errorCode: parsed.errorCode, data: parsed.data ?? null }
        : { errorCode: `HTTP_${response.status}`, data: parsed ?? null };
      report({ method, url, status: response.status, errorCode: errorBody.errorCode,
        message: `Status ${response.status}: ${errorBody.errorCode}` }, 'warn');
      return { ok: false, status: response.status, response: errorBody };
    }
    const { etag } = response;
    return etag ? { ok: true, status: response.status, data: parsed as T, etag } : { ok: true, status: response.status, data: parsed as T };
  }

  async function request<T>(method: string, url: string, body: Body, options: GetOptions = {}): Promise<HttpResult<T>> {
    try {
      return await attempt<T>(method, url, body, options);
    } catch (error) {
      if (!(error instanceof UnauthorizedError) || options.retry === false) {
        if (error instanceof UnauthorizedError) report({ method, url, status: 401, errorCode: null, message: error.message }, 'warn');
        throw error;
      }
      let renewed = false;
      try {
        renewed = await deps.signinSilent();
      } catch {
        renewed = false;
      }
      if (!renewed) {
        report({ method, url, status: 401, errorCode: null, message: error.message }, 'warn');
        throw error;
      }
      try {
        return await attempt<T>(method, url, body, options);
      } catch (second) {
        if (second instanceof UnauthorizedError) report({ method, url, status: 401, errorCode: null, message: second.message }, 'warn');
        throw second;
      }
    }
  }

  return {
    get: (url, options) => request('GET', url, undefined, options),
    delete: (url, options) => request('DELETE', url, undefined, options),
    post: (url, json, options) => request('POST', url, { json }, options),
    put: (url, json, options) => request('PUT', url, { json }, options),
    patch: (url, json, options) => request('PATCH', url, { json }, options),
    postForm: (url, form, options) => request('POST', url, { form }, options),
  };
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).errorCode === 'string';
}
function errorCodeOf(value: unknown): string | null {
  return isErrorBody(value) ? value.errorCode : null;
}
function describe(value: unknown): string | null {
  if (isErrorBody(value)) return value.errorCode;
  if (typeof value === 'string' && value.length < 200) return value;
  return null;
}

/** The message of any failure (a returned HttpFailure or a thrown error), for network-state rules. */
export function failureMessage(failure: HttpFailure | unknown): string {
  if (typeof failure === 'object' && failure !== null && (failure as HttpFailure).ok === false) {
    const f = failure as HttpFailure;
    return `Status ${f.status}: ${f.response.errorCode}`;
  }
  if (failure instanceof Error) return failure.message;
  return String(failure);
}

/** Unwraps a result inside a saga-friendly function: 2xx data, or throws an error whose message carries the status. */
export class HttpFailureError extends Error {
  constructor(readonly failure: HttpFailure) {
    super(failureMessage(failure));
    this.name = 'HttpFailureError';
  }
}
export function unwrap<T>(result: HttpResult<T>): T {
  if (!result.ok) throw new HttpFailureError(result);
  return result.data;
}
