import type { MemberContext } from '../../domain/memberSearch';

/* What the eager saga (membersSagas.ts) and the lazy flows (memberFlows.ts) share: here, so neither imports the other (no import cycle). */

/** Typing in the search box writes the URL (and searches) once the typing pauses. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 300;

/** The board home (issue 12) lists the board's members: the board context's first page. */
export function homeMemberContext(routeId: string | null, params: Record<string, string | undefined>): MemberContext | null {
  return routeId === 'board' && params.organizationId ? { kind: 'board', organisationId: params.organizationId } : null;
}
