import { rootReducer } from './reducers';
import { casePageLazySlice } from '../features/casePage/casePageSlice';

/** Every slice that a route chunk injects when it loads (reducers.ts LazyLoadedSlices). */
export const lazySlices = [casePageLazySlice] as const;

/**
 * Injects them all at once. Boot does this before the store exists wherever Redux DevTools is on,
 * so a recorded session starts with the whole state, and QA's import of a log (DevTools recompute
 * every state through the app's reducer) gives the same states whatever page the app is on.
 * Production without DevTools keeps loading them with their chunks (the first route's budget).
 */
export function injectLazySlices(reducer: typeof rootReducer = rootReducer): void {
  for (const slice of lazySlices) reducer.inject(slice);
}
