import { NotFoundPage } from '../shell/StatusPages';
import { MemberSearchPage } from '../../features/members/pages/MemberSearchPage';
import { MemberPage } from '../../features/members/pages/MemberPage';
import { SearchPage } from '../../features/search/pages/SearchPage';

const searchRoutes = ['secretariatMemberSearch', 'secretariatMembers', 'economistMembers', 'organisationMembers', 'workplaceMembers'];
const memberRoutes = searchRoutes.map((id) => `${id}Member`);

/**
 * The members route group (one lazy chunk): the member search on every member route, and the
 * member page below each.
 */
export default function MembersScreens({ routeId }: { routeId: string }) {
  if (searchRoutes.includes(routeId)) return <MemberSearchPage routeId={routeId} />;
  if (memberRoutes.includes(routeId)) return <MemberPage routeId={routeId} />;
  if (routeId === 'searchResults') return <SearchPage />;
  return <NotFoundPage />;
}
