import { call, delay, select } from 'redux-saga/effects';
import type { Services } from '../services';
import type { RootState } from '../store';
import { selectLocation } from './selectors';

/** Typing in a list's search box writes the URL once the typing pauses (like the case lists). */
export const SEARCH_URL_DELAY_MS = 300;

export function readQueryParam(search: string, name: string): string {
  return new URLSearchParams(search).get(name) ?? '';
}

/** Puts one query parameter into the current URL (replacing the history entry); '' removes it. */
export function* writeQueryParam(services: Services, name: string, value: string) {
  yield delay(SEARCH_URL_DELAY_MS);
  const location: RootState['navigation']['location'] = yield select(selectLocation);
  if (!location) return;
  const params = new URLSearchParams(location.search);
  if (value.trim() === '') params.delete(name);
  else params.set(name, value);
  const text = params.toString();
  const search = text ? `?${text}` : '';
  if (search === location.search) return;
  yield call(services.navigate, `${location.pathname}${search}`, { replace: true });
}
