import { createAction } from '@reduxjs/toolkit';
import type { AccessLogPage } from '../../api/types';
import type { NetworkState } from '../../api/networkState';

/* The access log's actions (issue 37), apart from the slice, whose reducer travels with the profile's and the member page's chunks. */

/** Whose log: 'own' (the profile) or a member's id (the secretariat's management, a protected member's page). */
export type AccessLogSubject = 'own' | { memberId: string };
export const accessLogSubjectKey = (subject: AccessLogSubject): string => (subject === 'own' ? 'own' : `member:${subject.memberId}`);

/** 'Visa fler': the next page, added below. */
export const accessLogMoreRequested = createAction('accessLog/moreRequested');
export const accessLogLoadStarted = createAction<{ key: string; page: number }>('accessLog/loadStarted');
export const accessLogLoaded = createAction<{ key: string; result: AccessLogPage }>('accessLog/loaded');
export const accessLogLoadFailed = createAction<{ key: string; page: number; status: Extract<NetworkState, 'error' | 'unauthorised'> }>('accessLog/loadFailed');
