import { createAction } from '@reduxjs/toolkit';

/**
 * Events of the session's life that features plug into (spec §4 'App shell'). A new feature's
 * saga listens to these; its slice clears itself on auth/tokenUnloaded.
 *
 * - appStarted: the store and router exist (once per page load).
 * - sessionStarted: there is a token and no user; the user load starts. Features that load per
 *   session start here (case polling, courses, pages).
 * - userAppeared: the first user after none (board members get their GDPR check; posts and files load).
 * - userIdChanged: the signed-in user's id differs from the one before (cases, posts, courses and
 *   files reload for another user: isAnotherUser).
 * - consentGiven: a board member accepted the GDPR information (the user no longer awaits it):
 *   everything the consent unlocks reloads (posts, the document area, the board's members, the
 *   case lists and counts), issue 21.
 */
export const appStarted = createAction('app/started');
export const sessionStarted = createAction('app/sessionStarted');
export const userAppeared = createAction<{ userId: string }>('app/userAppeared');
export const userIdChanged = createAction<{ previousUserId: string | null; userId: string }>('app/userIdChanged');
export const consentGiven = createAction('app/consentGiven');

/** Another user than the one before (not the session's first user, which userAppeared announces). */
export const isAnotherUser = (action: { type: string; payload?: unknown }): boolean =>
  action.type === userIdChanged.type && (action as ReturnType<typeof userIdChanged>).payload.previousUserId !== null;

/**
 * What a page's 'Försök igen' loads again (issue 34: every page that loads data can fail and
 * retry, ui/LoadFailed.tsx). One action for every feature: each feature's saga takes the targets
 * it loads (`retryOf`) beside the events that load them the first time.
 */
export type RetryTarget = 'cases' | 'caseCounts' | 'caseSearch' | 'posts' | 'courses' | 'documents' | 'members' | 'savedReplies' | 'statistics' | 'accessLog' | 'registerExtract';
export const loadRetried = createAction<{ what: RetryTarget }>('app/loadRetried');
export const retryOf = (what: RetryTarget) => (action: { type: string; payload?: unknown }): boolean =>
  action.type === loadRetried.type && (action as ReturnType<typeof loadRetried>).payload.what === what;
