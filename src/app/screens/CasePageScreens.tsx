import { NotFoundPage } from '../shell/StatusPages';
import { CASE_PAGE_ROUTE_IDS } from '../../features/cases/caseContext';
import { CasePage } from '../../features/casePage/pages/CasePage';

/** The case page's route group (one lazy chunk); an id the group does not know is the not-found page. */
export default function CasePageScreens({ routeId }: { routeId: string }) {
  return CASE_PAGE_ROUTE_IDS.includes(routeId) ? <CasePage routeId={routeId} /> : <NotFoundPage />;
}
