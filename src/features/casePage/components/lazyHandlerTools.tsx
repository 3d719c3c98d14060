import { lazy } from 'react';
import type { User } from '../../../api/types';
import { isHandler } from '../../../domain/notifications';

const load = () => import(/* webpackChunkName: "caseHandling" */ './handlerTools');

/** The handlers' parts of a case page (handlerTools.ts), each rendered where the case says so. */
export const Notes = lazy(() => load().then((tools) => ({ default: tools.Notes })));
export const AuditLog = lazy(() => load().then((tools) => ({ default: tools.AuditLog })));
export const CaseModals = lazy(() => load().then((tools) => ({ default: tools.CaseModals })));
export const SavedReplyPicker = lazy(() => load().then((tools) => ({ default: tools.SavedReplyPicker })));

/**
 * Starts fetching the handlers' parts for a user who handles cases (`isHandler`: a list of cases
 * they handle), while their case loads, so that notes, log and saved replies appear with the case
 * rather than after it. A member never fetches them; a case that grants more (an invitation) still
 * loads them when it is shown.
 */
export function preloadHandlerTools(user: User | null): void {
  if (user && isHandler(user)) void load();
}
