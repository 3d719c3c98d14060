import { NotFoundPage } from '../shell/StatusPages';
import { CaseListPage } from '../../features/cases/pages/CaseListPage';
import { CASE_LIST_ROUTE_IDS, CASE_PAGE_ROUTE_IDS } from '../../features/cases/caseContext';
import { CasePage } from '../../features/casePage/pages/CasePage';

/**
 * The case route group (one lazy chunk): each route id of the group maps to its screen here; an
 * id the group does not know is the not-found page.
 */
export default function CaseScreens({ routeId }: { routeId: string }) {
  if (CASE_LIST_ROUTE_IDS.includes(routeId)) return <CaseListPage routeId={routeId} />;
  if (CASE_PAGE_ROUTE_IDS.includes(routeId)) return <CasePage routeId={routeId} />;
  switch (routeId) {
    default:
      return <NotFoundPage />;
  }
}
