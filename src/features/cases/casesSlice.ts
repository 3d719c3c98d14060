import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { CaseListItem, CaseType } from '../../api/types';
import { tokenUnloaded } from '../../auth/authSlice';
import { navigated } from '../../app/navigation/navigationSlice';
import { userIdChanged } from '../../app/lifecycle';
import { contextFromRoute, isCaseListRoute, sameContext, type CaseListContext } from './caseContext';
import { defaultViewFor, followUrl, viewFromSearch, type CaseListView } from './caseListView';
import { addModalCases } from './caseModals';
import { organisationReducers } from './caseOrganisation';
import { placeCountReducers } from './casePlaceCounts';
import { viewChangeReducers } from './caseViewChanges';
import { initialCasesState, type CaseListError, type CasesState } from './casesState';
import { mergeDelta, reuseIfEqual, reuseUnchanged } from './reuseUnchanged';
import type { CaseListPart, CaseListRest } from '../../domain/caseListPart';
import { emptyParts, listInParts, mergePart, mergePartDelta, otherPart, settlePending } from './caseListParts';
import { casesFirstPageLoaded, storeFirstPage } from './caseFirstPage';
import { frozen } from './frozenList';

export type { CaseListContext, CaseListView };

/*
 * The case list's data (spec §3): a context's cases, case types, network state, ETag and cursor,
 * the parts of a list fetched in parts, and entering a context when the route names a new one. The
 * other concerns of `state.cases` bring their own reducers into this one slice (its actions are
 * made here, named `cases/<reducer>`): the user's view changes (caseViewChanges.ts), the homes'
 * counts (casePlaceCounts.ts), the organisation and its workplaces (caseOrganisation.ts), and the
 * one open modal (caseModals.ts, added below); the state is casesState.ts.
 */

/** Both parts' case types: the held ones, then the ones only the new answer names (a type's newest form wins). */
function unionOfTypes(held: CaseType[], incoming: CaseType[]): CaseType[] {
  const byType = new Map(held.map((type) => [type.type, type]));
  for (const type of incoming) byType.set(type.type, type);
  return [...byType.values()];
}

/** A new context: its own cases, organisation and view. */
function enterContext(state: CasesState, context: CaseListContext, view: CaseListView) {
  const organisationChanged = state.context?.organisationId !== context.organisationId;
  state.context = context;
  state.forSecretariat = context.role === 'secretariat';
  state.items = [];
  state.caseTypes = [];
  state.status = 'waiting';
  state.error = null;
  state.etag = null;
  state.cursor = null;
  state.lastUpdated = null;
  state.failures = 0;
  state.view = view;
  state.pendingView = null;
  delete state.firstPage;
  if (listInParts(context)) {
    state.parts = emptyParts();
    state.rest = null;
  } else {
    delete state.parts;
    delete state.rest;
  }
  if (organisationChanged) {
    state.organisation = null;
    state.workplaces = [];
    state.organisationStatus = 'waiting';
  }
}

const casesSlice = createSlice({
  name: 'cases',
  initialState: initialCasesState,
  reducers: {
    /** The first load of a context (the poll that follows shows no spinner). */
    casesListRequested(state, action: PayloadAction<{ context: CaseListContext; part?: CaseListPart }>) {
      const { context, part } = action.payload;
      if (!sameContext(state.context, context)) enterContext(state, context, defaultViewFor(context));
      if (part && state.parts) state.parts[part].status = 'getting';
      if (part !== 'closed') state.status = 'getting';
    },
    /** A 200 of Case/GetAll: unchanged cases keep their object identity. */
    casesListLoaded(state, action: PayloadAction<{
      context: CaseListContext; cases: CaseListItem[]; caseTypes: CaseType[]; etag: string | null; cursor?: string | null; receivedAt: string;
      part?: CaseListPart; rest?: CaseListRest | null;
      /** The saga's decoding froze the cases and gave each one equal to a held case the held object (decodeList). */
      decoded?: boolean;
    }>) {
      const { context, cases, caseTypes, etag, cursor, receivedAt, part, rest, decoded = false } = action.payload;
      if (!sameContext(state.context, context)) return;
      const base = original(state)!;
      const partOfList = part && base.parts ? part : null;
      const items = partOfList ? mergePart(base.items, partOfList, cases, base.parts![partOfList].pending, decoded) : reuseUnchanged(base.items, cases, decoded);
      if (items !== base.items) {
        state.items = frozen(items, decoded ? [] : items);
        state.lastUpdated = receivedAt;
      }
      // The case types of a part's answer hold the role's types and its cases' types: the list's are both parts'.
      state.caseTypes = reuseIfEqual(base.caseTypes, partOfList ? unionOfTypes(base.caseTypes, caseTypes) : caseTypes);
      state.lastUpdated ??= receivedAt;
      if (partOfList) {
        state.parts![partOfList] = { status: 'success', etag, cursor: cursor ?? null, pending: [] };
        if (rest !== undefined) state.rest = rest;
        if (partOfList === 'closed') return;
        // Issue 38: the part takes the first page's place.
        delete state.firstPage;
      } else {
        state.etag = etag;
        state.cursor = cursor ?? null;
      }
      state.status = 'success';
      state.error = null;
      state.failures = 0;
    },
    /**
     * A delta of Case/GetAll (issue 13): the changed and new cases merged in, the removed ones
     * dropped; every other case keeps its object, and an empty delta changes nothing but the cursor.
     */
    casesListDeltaLoaded(state, action: PayloadAction<{
      context: CaseListContext; since: string; cases: CaseListItem[]; removed: string[]; caseTypes: CaseType[] | null;
      etag: string | null; cursor: string; receivedAt: string; part?: CaseListPart; rest?: CaseListRest | null;
    }>) {
      const { context, since, cases, removed, caseTypes, etag, cursor, receivedAt, part, rest } = action.payload;
      const base = original(state)!;
      const partOfList = part && base.parts ? part : null;
      const held = partOfList ? base.parts![partOfList].cursor : base.cursor;
      // A delta from another version than the one held is not applied (the next poll asks again).
      if (!sameContext(state.context, context) || held !== since) return;
      let items: CaseListItem[];
      let pending: string[] = [];
      if (partOfList) {
        const parts = base.parts!;
        const other = otherPart(partOfList);
        const changedIds = new Set(cases.map((c) => c.id));
        const settled = settlePending(base.items, parts[partOfList].pending, (id) => changedIds.has(id));
        ({ items, pending } = mergePartDelta(settled, partOfList, cases, removed, parts[other].status === 'success'));
        if (pending.length) state.parts![other].pending = [...new Set([...parts[other].pending, ...pending])];
      } else {
        items = mergeDelta(base.items, cases, removed);
      }
      if (items !== base.items) {
        state.items = frozen(items, cases);
        state.lastUpdated = receivedAt;
      }
      if (caseTypes) state.caseTypes = reuseIfEqual(base.caseTypes, partOfList ? unionOfTypes(base.caseTypes, caseTypes) : caseTypes);
      if (partOfList) {
        state.parts![partOfList] = { status: 'success', etag, cursor, pending: [] };
        if (rest !== undefined) state.rest = rest;
        if (partOfList === 'closed') return;
      } else {
        state.etag = etag;
        state.cursor = cursor;
      }
      state.status = 'success';
      state.error = null;
      state.failures = 0;
    },
    /** A 304 after a failure or a first load (after a plain 304 nothing is dispatched at all). */
    casesListUnchanged(state, action: PayloadAction<{ context: CaseListContext; part?: CaseListPart }>) {
      const { context, part } = action.payload;
      if (!sameContext(state.context, context)) return;
      if (part && state.parts) {
        // Nothing changed in this part: the cases pending on it are not here.
        const base = original(state)!;
        const settled = settlePending(base.items, base.parts![part].pending, () => false);
        if (settled !== base.items) state.items = frozen(settled);
        state.parts[part].status = 'success';
        state.parts[part].pending = [];
      }
      if (part === 'closed') return;
      state.status = 'success';
      state.error = null;
      state.failures = 0;
    },
    /** A failed poll: the list stays, the error is kept, the next poll backs off. */
    casesListFailed(state, action: PayloadAction<{ context: CaseListContext; part?: CaseListPart } & CaseListError & { status: 'error' | 'unauthorised' }>) {
      const { context, status, part, ...error } = action.payload;
      if (!sameContext(state.context, context)) return;
      // A part keeps what it held (the next poll sends its cursor again); the list shows the failure.
      if (part && state.parts && state.parts[part].status !== 'success') state.parts[part].status = status;
      state.status = status;
      state.error = error;
      state.failures += 1;
    },
    caseUnreadCounted(state, action: PayloadAction<Record<string, number>>) {
      state.watchedUnread = action.payload;
    },
    /** Poll now (e.g. after a change made on the case page). */
    caseListRefreshRequested() {},
    /** Issue 26: the view needs a part not held yet (a filter's options, closed cases): fetch it now. */
    caseListPartWanted(_state, _action: PayloadAction<{ part: CaseListPart }>) {},
    /**
     * The one signal of the list to every other view (issue 21): these cases changed (or went) in
     * the answer just stored, full or delta. Not sent for a list's first answer.
     */
    casesChanged(_state, _action: PayloadAction<{ ids: string[] }>) {},
    ...viewChangeReducers,
    ...placeCountReducers,
    ...organisationReducers,
  },
  extraReducers: (builder) => {
    builder.addCase(navigated, (state, action) => {
      const { routeId, params, search } = action.payload;
      const context = contextFromRoute(routeId, params);
      if (!context) return;
      const onList = isCaseListRoute(routeId);
      if (!sameContext(state.context, context)) {
        enterContext(state, context, onList ? viewFromSearch(search, context) : defaultViewFor(context));
        return;
      }
      const base = original(state)!;
      if (!onList) {
        // Left for a case of the list: a change not yet in the URL is not the list's view.
        if (base.pendingView) state.pendingView = null;
        return;
      }
      // The view follows the URL (a link, a bookmark, back/forward, or a user's change).
      const { view, pendingView } = followUrl(base.view, base.pendingView, viewFromSearch(search, context));
      if (view !== base.view) state.view = view;
      if (pendingView !== base.pendingView) state.pendingView = pendingView;
    });
    builder.addCase(userIdChanged, (state, action) => {
      if (action.payload.previousUserId === null) return;
      state.items = [];
      state.caseTypes = [];
      state.etag = null;
      state.cursor = null;
      state.status = 'waiting';
      state.error = null;
      state.failures = 0;
      state.placeCounts = {};
      delete state.firstPage;
      if (state.parts) {
        state.parts = emptyParts();
        state.rest = null;
      }
    });
    builder.addCase(casesFirstPageLoaded, storeFirstPage);
    addModalCases(builder);
    // Spec §4: on token unload the cases are cleared.
    builder.addCase(tokenUnloaded, () => initialCasesState);
  },
});

export const {
  casesListRequested, casesListLoaded, casesListDeltaLoaded, casesListUnchanged, casesListFailed, caseListRefreshRequested, caseListPartWanted, casesChanged, caseUnreadCounted,
  caseFiltersChanged, caseFiltersCleared, caseSortRequested, caseListPageChanged, caseWorkplaceChosen,
  caseOrganisationLoadStarted, caseOrganisationLoaded, caseOrganisationLoadFailed, casePlaceCountStarted, casePlaceCounted, casePlaceCountFailed,
} = casesSlice.actions;
export const casesReducer = casesSlice.reducer;
