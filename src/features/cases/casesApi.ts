import type { Http, HttpResult } from '../../api/http';
import { queryString } from '../../api/queryString';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../domain/caseListSpec';
import type {
  Association, CaseListDelta, CaseListQuery, CaseListResponse, CaseStreamEvent, CaseStreamTicket, CaseUnreadResponse, PortalConfig, WorkplacesResponse,
} from '../../api/types';

/** What a case stream tells (issue 35): it opened, cases changed, ask the list (resync), or it failed/ended. */
export type CaseStreamMessage = { type: 'open' } | ({ type: 'cases' } & CaseStreamEvent) | { type: 'resync' } | { type: 'error' };

/** An open case stream (an EventSource): closing it stops it for good. */
export interface CaseStreamConnection {
  close(): void;
}

/** The lean list first; a server that does not know it answers the spec's shape, which the saga reads too. */
const LEAN_ACCEPT = `${CASE_LIST_LEAN_MEDIA_TYPE}, application/json;q=0.9`;

export interface CasesApi {
  /**
   * GET Case/GetAll (spec §7). With the ETag of the list held, the poll sets If-None-Match itself:
   * an unchanged list answers 304 without body (ARCHITECTURE §6, §7). With `since` (the cursor
   * held) the answer is a delta when the server knows that version (issue 13).
   */
  getAll(query: CaseListQuery, etag: string | null): Promise<HttpResult<CaseListResponse | CaseListDelta | null>>;
  /** GET Case/Unread (ours, issue 21): the unread cases of every list the caller works in. */
  getUnread(): Promise<HttpResult<CaseUnreadResponse>>;
  /** POST Case/Stream/Ticket (ours, issue 35): a single-use ticket for the caller's case stream. */
  streamTicket(): Promise<HttpResult<CaseStreamTicket>>;
  /**
   * GET Case/Stream?ticket=… as an EventSource (issue 35). Absent where the browser has none: the
   * poll alone serves. The browser's own reconnection would reuse a spent ticket, so any error
   * ends the stream and the saga opens a new one with a new ticket.
   */
  openStream?(ticket: string, tell: (message: CaseStreamMessage) => void): CaseStreamConnection;
  /** GET Association/{id}/Get: the organisation of a list (its name). */
  getAssociation(id: string): Promise<HttpResult<Association>>;
  /** GET Association/{id}/Workplaces/GetAll: the workplaces a list can narrow to. */
  getWorkplaces(id: string): Promise<HttpResult<WorkplacesResponse>>;
}

export function createCasesApi(http: Http, config: PortalConfig): CasesApi {
  const api = config.apiUrl;
  return {
    // The lean entries (issue 13) by their media type (issue 21: the spec's shape is the default).
    // A part (issue 26) can be megabytes at national scale: read in a worker (issue 38); a first page is 20 cases.
    getAll: (query, etag) => http.get<CaseListResponse | CaseListDelta | null>(
      `${api}/Case/GetAll${queryString({ ...query })}`,
      {
        headers: etag ? { accept: LEAN_ACCEPT, 'if-none-match': etag } : { accept: LEAN_ACCEPT },
        offMainThread: !!query.part && !query.first,
      },
    ),
    getUnread: () => http.get<CaseUnreadResponse>(`${api}/Case/Unread`),
    streamTicket: () => http.post<CaseStreamTicket>(`${api}/Case/Stream/Ticket`),
    ...(typeof EventSource === 'undefined' ? {} : { openStream: (ticket: string, tell: (message: CaseStreamMessage) => void) => openEventSource(`${api}/Case/Stream?ticket=${encodeURIComponent(ticket)}`, tell) }),
    getAssociation: (id) => http.get<Association>(`${api}/Association/${encodeURIComponent(id)}/Get`),
    getWorkplaces: (id) => http.get<WorkplacesResponse>(`${api}/Association/${encodeURIComponent(id)}/Workplaces/GetAll`),
  };
}

/** The stream's events as messages; an error closes it (its ticket is spent, so the browser must not retry by itself). */
function openEventSource(url: string, tell: (message: CaseStreamMessage) => void): CaseStreamConnection {
  const source = new EventSource(url);
  source.onopen = () => tell({ type: 'open' });
  source.addEventListener('cases', (event) => {
    try {
      const data = JSON.parse((event as MessageEvent<string>).data) as CaseStreamEvent;
      if (Array.isArray(data.ids)) tell({ type: 'cases', ids: data.ids.filter((id) => typeof id === 'string'), version: String(data.version) });
    } catch {
      tell({ type: 'resync' });
    }
  });
  source.addEventListener('resync', () => tell({ type: 'resync' }));
  source.onerror = () => {
    source.close();
    tell({ type: 'error' });
  };
  return { close: () => source.close() };
}
