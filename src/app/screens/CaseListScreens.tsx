import { NotFoundPage } from '../shell/StatusPages';
import { CaseListPage } from '../../features/cases/pages/CaseListPage';
import { CASE_LIST_ROUTE_IDS } from '../../features/cases/caseContext';

/**
 * The case lists' route group (one lazy chunk, without the case page's editor, dialogs and date
 * picker, which are the casePage group's); an id the group does not know is the not-found page.
 */
export default function CaseListScreens({ routeId }: { routeId: string }) {
  return CASE_LIST_ROUTE_IDS.includes(routeId) ? <CaseListPage routeId={routeId} /> : <NotFoundPage />;
}
