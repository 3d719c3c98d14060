import { BoardHome, OrganisationHome, WorkplaceHome } from '../../features/homes/pages/HomePages';
import { NotFoundPage } from '../shell/StatusPages';

/**
 * The organisation route group (one lazy chunk): the organisation, board and workplace homes
 * (issue 12).
 */
export default function OrganisationScreens({ routeId }: { routeId: string }) {
  switch (routeId) {
    case 'organisation':
      return <OrganisationHome />;
    case 'board':
      return <BoardHome />;
    case 'workplace':
      return <WorkplaceHome />;
    default:
      return <NotFoundPage />;
  }
}
