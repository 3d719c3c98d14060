import { NotFoundPage } from '../shell/StatusPages';
import { DocumentsPage } from '../../features/files/pages/DocumentsPage';
import { isDocumentRoute } from '../../features/files/documentRoutes';

/**
 * The documents route group (one lazy chunk): each route id of the group maps to its screen here;
 * an id the group does not know is the not-found page.
 */
export default function DocumentsScreens({ routeId }: { routeId: string }) {
  if (isDocumentRoute(routeId)) return <DocumentsPage routeId={routeId} />;
  switch (routeId) {
    default:
      return <NotFoundPage />;
  }
}
