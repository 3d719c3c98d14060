import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { loadFailure } from '../../api/networkState';
import { accessLogSubjectKey, type AccessLogSubject } from './accessLogActions';
import { selectAccessLogState } from './accessLogSlice';

export { selectAccessLogState } from './accessLogSlice';

/**
 * The log as a section shows it, for its subject: the entries held, whether more pages are left,
 * the first load in progress, a 'Visa fler' in progress, and a failure (cold: nothing to show;
 * warm: the entries held stay below the message).
 */
export const makeSelectAccessLogView = (subject: AccessLogSubject) => {
  const key = accessLogSubjectKey(subject);
  return createSelector([(state: RootState) => selectAccessLogState(state)], (log) => {
    const mine = log.key === key;
    const entries = mine ? log.entries : [];
    return {
      entries,
      total: mine ? log.total : 0,
      hasMore: mine && log.status !== 'getting' && entries.length < log.total,
      loading: !mine || log.status === 'waiting' || (log.status === 'getting' && log.loadingPage <= 1 && entries.length === 0),
      loadingMore: mine && log.status === 'getting' && log.loadingPage > 1,
      empty: mine && log.status === 'success' && log.total === 0,
      failure: mine ? loadFailure(log.status, entries.length > 0) : 'none' as const,
    };
  });
};
export type AccessLogView = ReturnType<ReturnType<typeof makeSelectAccessLogView>>;
