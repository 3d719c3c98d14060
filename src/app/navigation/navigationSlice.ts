import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { routeById } from '../routeTable';
import { tokenUnloaded } from '../../auth/authSlice';

/** The stored selections of spec §2, copied from the route parameters after each navigation. */
export interface Selections {
  organizationId: string | null;
  workplaceId: string | null;
  caseId: string | null;
  caseRole: string | null;
  caseOrganizationId: string | null;
  caseWorkplaceId: string | null;
  postId: string | null;
  courseId: string | null;
  pageSlug: string | null;
  /** Whose documents are shown: an organisation id, 'kansliet' for the secretariat area, or null. */
  organizationFiles: string | null;
}

export interface NavigatedPayload {
  pathname: string;
  search: string;
  /** The id of the route table entry that matched. */
  routeId: string;
  params: Record<string, string>;
}

export interface NavigationState {
  location: { pathname: string; search: string } | null;
  routeId: string | null;
  params: Record<string, string>;
  selections: Selections;
  /** '{title} | {association name}' of the current page. */
  title: string | null;
  /** Redirects made by the app in a row, without a navigation of the user's own in between. */
  redirects: { pending: string | null; count: number; limitReached: boolean };
}

export const emptySelections: Selections = {
  organizationId: null,
  workplaceId: null,
  caseId: null,
  caseRole: null,
  caseOrganizationId: null,
  caseWorkplaceId: null,
  postId: null,
  courseId: null,
  pageSlug: null,
  organizationFiles: null,
};

const initialState: NavigationState = {
  location: null,
  routeId: null,
  params: {},
  selections: emptySelections,
  title: null,
  redirects: { pending: null, count: 0, limitReached: false },
};

/** Spec §2: which route parameters go into which selection. */
export function selectionsFromRoute(routeId: string, params: Record<string, string>): Selections {
  const route = routeById(routeId);
  const all = { ...(route?.fixedParams ?? {}), ...params };
  const value = (name: string) => all[name] ?? null;
  let organizationFiles: string | null = null;
  if (routeId.endsWith('Documents') || routeId === 'documents') {
    organizationFiles = routeId.startsWith('secretariat') ? 'kansliet' : value('organizationId');
  }
  return {
    organizationId: value('organizationId'),
    workplaceId: value('workplaceId'),
    caseId: value('caseId'),
    caseRole: value('caseRole'),
    caseOrganizationId: value('caseOrganizationId'),
    caseWorkplaceId: value('caseWorkplaceId'),
    postId: value('postId'),
    courseId: value('courseId'),
    pageSlug: value('pageSlug'),
    organizationFiles,
  };
}

const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    /** Dispatched by the router after every navigation (including the first). */
    navigated(state, action: PayloadAction<NavigatedPayload>) {
      const { pathname, search, routeId, params } = action.payload;
      state.location = { pathname, search };
      state.routeId = routeId;
      state.params = params;
      const arrivedAt = pathname + search;
      if (state.redirects.pending !== null && state.redirects.pending === arrivedAt) {
        state.redirects.pending = null;
      } else {
        state.redirects = { pending: null, count: 0, limitReached: false };
      }
    },
    selectionsUpdated(state, action: PayloadAction<Selections>) {
      state.selections = action.payload;
    },
    pageTitleSet(state, action: PayloadAction<string>) {
      state.title = action.payload;
    },
    /** The app sends the user elsewhere (replace): counted against the redirect limit. */
    redirectStarted(state, action: PayloadAction<{ to: string }>) {
      state.redirects.pending = action.payload.to;
      state.redirects.count += 1;
    },
    redirectLimitReached(state, _action: PayloadAction<{ to: string }>) {
      state.redirects.pending = null;
      state.redirects.limitReached = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, (state) => {
      state.selections = emptySelections;
    });
  },
});

export const { navigated, selectionsUpdated, pageTitleSet, redirectStarted, redirectLimitReached } = navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;
