import type { CaseListItem, CaseType, Workplace } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { CASE_PAGE_SIZE } from '../../domain/caseList';
import type { CaseListRest } from '../../domain/caseListPart';
import type { CaseListContext } from './caseContext';
import { defaultViewFor, type CaseListView } from './caseListView';
import type { CaseModal } from './caseModals';
import type { ListParts } from './caseListParts';

/* The cases state (spec §3) and its parts' meaning; casesSlice.ts and the reducers of each concern change it. */

/** Why the list could not be loaded (spec §8: kept, and the list stays on screen). */
export interface CaseListError {
  message: string;
  errorCode: string | null;
  /** The HTTP status of a 4xx answer; null for 5xx, network failures and a missing token. */
  httpStatus: number | null;
}

/**
 * What the list's selectors read: the cases state alone, so that the list page can select from a
 * deferred copy of it (CaseListPage, issue 38) as well as from the store's state.
 */
export interface CasesRoot {
  cases: CasesState;
}

/**
 * The case list state of spec §3: the list context (case role, organisation, workplace), the
 * cases and case types of that list, its network state, and the view (filters, sort, page; page
 * size 20). The view is the URL's query string (ARCHITECTURE §3 "A list's view"): set from
 * `navigated` only; a user's change is pending until the navigation it causes (casesSagas.ts).
 */
export interface CasesState {
  /** The list loaded and polled; null until a case route is opened or the first poll picks the default. */
  context: CaseListContext | null;
  /** Spec §4: the secretariat role sets forSecretariat (the server applies its rule). */
  forSecretariat: boolean;
  items: CaseListItem[];
  /** The case types of the list (the type filter's options). */
  caseTypes: CaseType[];
  status: NetworkState;
  error: CaseListError | null;
  /** The ETag of the list held; the next poll sends it as If-None-Match. */
  etag: string | null;
  /** The version of the list held (issue 13): the next poll sends it as `since` and gets only what changed. */
  cursor: string | null;
  /** When the list last changed (ISO). */
  lastUpdated: string | null;
  /** Failed polls in a row (the back-off). */
  failures: number;
  /** The view the URL of the last case list route says (caseListView.ts viewFromSearch, the one reading). */
  view: CaseListView;
  /**
   * A user's change of the view, shown at once until the URL takes it (spec §9: 5 ms after a burst
   * of clicks; typing, after its pause); any navigation to the list ends it (caseListView.ts followUrl).
   */
  pendingView: CaseListView | null;
  pageSize: number;
  /** The organisation of the context (its name for the heading) and its workplaces (the workplace choice). */
  organisation: { id: string; name: string } | null;
  workplaces: Workplace[];
  organisationStatus: NetworkState;
  /** Spec §4: the one case modal open (create-case, role, tag, category). */
  openModal: CaseModal | null;
  /** The homes' counts of other lists (issue 12), by list path: new and unread cases. */
  placeCounts: Record<string, PlaceCounts>;
  /**
   * Issue 21: the unread cases of every list the user works in (GET Case/Unread), by list path;
   * the header's dot reads them beside the polled list. Absent until the first count (additive:
   * recorded DevTools logs keep replaying).
   */
  watchedUnread?: Record<string, number>;
  /**
   * Issue 26: a list fetched in parts (caseListParts.ts, the secretariat's): each part's network
   * state, ETag and cursor (`status` above follows the open part). Absent for a list fetched whole.
   */
  parts?: ListParts;
  /** Issue 26: the closed part's count and unread cases, from the open part's answer. */
  rest?: CaseListRest | null;
  /**
   * Issue 38 (caseFirstPage.ts): `items` are only the default view's first page, until the open
   * part arrives; `count` is how many cases that view holds. Absent otherwise (additive: recorded
   * DevTools logs keep replaying).
   */
  firstPage?: { count: number; unread: number };
}

export interface PlaceCounts {
  status: NetworkState;
  new: number;
  unread: number;
}

export const initialCasesState: CasesState = {
  context: null,
  forSecretariat: false,
  items: [],
  caseTypes: [],
  status: 'waiting',
  error: null,
  etag: null,
  cursor: null,
  lastUpdated: null,
  failures: 0,
  view: defaultViewFor(null),
  pendingView: null,
  pageSize: CASE_PAGE_SIZE,
  organisation: null,
  workplaces: [],
  organisationStatus: 'waiting',
  openModal: null,
  placeCounts: {},
};
