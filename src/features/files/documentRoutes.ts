import type { User } from '../../api/types';
import type { DocumentScope } from '../../domain/documents';
import { ownDocumentArea } from '../../domain/documentArea';

/** Whose files are loaded: 'kansliet' for the secretariat area, else an association id (spec §2 'organization files'). */
export type FilesAreaKey = string;
export const SECRETARIAT_AREA: FilesAreaKey = 'kansliet';

/** The document routes of spec §2 (the route table's 'documents' group). */
export const DOCUMENT_ROUTE_IDS: readonly string[] = [
  'documents', 'organisationDocuments', 'boardDocuments', 'workplaceDocuments', 'secretariatDocuments', 'secretariatBoardDocuments',
];

export const isDocumentRoute = (routeId: string | null | undefined) => routeId != null && DOCUMENT_ROUTE_IDS.includes(routeId);

/** The homes of spec §2 show their place's documents: each home loads the area of its document route. */
export const HOME_DOCUMENT_ROUTES: Readonly<Record<string, string>> = {
  organisation: 'organisationDocuments',
  board: 'boardDocuments',
  workplace: 'workplaceDocuments',
  secretariat: 'secretariatDocuments',
  secretariatBoard: 'secretariatBoardDocuments',
};

/** The document route whose area a route loads: itself, a home's document route, or null. */
export function documentRouteFor(routeId: string | null | undefined): string | null {
  if (routeId == null) return null;
  if (isDocumentRoute(routeId)) return routeId;
  return HOME_DOCUMENT_ROUTES[routeId] ?? null;
}

/**
 * What a document route shows: the area whose files load, the part of them it lists, whether it
 * is the board's page. /dokument has no area of its own: the user's (documentAccess.ownDocumentArea).
 */
export interface DocumentPageContext {
  area: FilesAreaKey | null;
  scope: DocumentScope;
  board: boolean;
  workplaceId: string | null;
}

export function documentPageContext(routeId: string, params: Record<string, string | undefined>): DocumentPageContext | null {
  switch (routeId) {
    case 'secretariatDocuments':
    case 'secretariatBoardDocuments':
      return { area: SECRETARIAT_AREA, scope: { kind: 'area' }, board: routeId === 'secretariatBoardDocuments', workplaceId: null };
    case 'organisationDocuments':
    case 'boardDocuments':
      return params.organizationId
        ? { area: params.organizationId, scope: { kind: 'organisation' }, board: routeId === 'boardDocuments', workplaceId: null }
        : null;
    case 'workplaceDocuments':
      return params.organizationId && params.workplaceId
        ? { area: params.organizationId, scope: { kind: 'workplace', workplaceId: params.workplaceId }, board: false, workplaceId: params.workplaceId }
        : null;
    case 'documents':
      return { area: null, scope: { kind: 'organisation' }, board: false, workplaceId: null };
    default:
      return null;
  }
}

/** The area a page shows for this user (/dokument: the user's own, spec §6); null when the user has none. */
export function resolvedArea(context: DocumentPageContext, user: User): FilesAreaKey | null {
  if (context.area) return context.area;
  const own = ownDocumentArea(user);
  if (!own) return null;
  return own.area === 'secretariat' ? SECRETARIAT_AREA : own.associationId;
}

/** The user's own area as a page context (/dokument). */
export function ownAreaScope(area: FilesAreaKey): DocumentScope {
  return area === SECRETARIAT_AREA ? { kind: 'area' } : { kind: 'organisation' };
}
