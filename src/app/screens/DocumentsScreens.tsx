import { HeadingOnlyPage } from './HeadingOnlyPage';
import { DocumentsPage } from '../../features/files/pages/DocumentsPage';
import { isDocumentRoute } from '../../features/files/documentRoutes';

/**
 * The documents route group (one lazy chunk). Each route id of the group maps to its screen here;
 * the feature that builds a screen replaces its heading-only entry.
 */
export default function DocumentsScreens({ routeId }: { routeId: string }) {
  if (isDocumentRoute(routeId)) return <DocumentsPage routeId={routeId} />;
  switch (routeId) {
    default:
      return <HeadingOnlyPage routeId={routeId} />;
  }
}
