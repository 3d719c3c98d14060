import { SecretariatHome } from '../../features/homes/pages/HomePages';
import { NotFoundPage } from '../shell/StatusPages';

/** The secretariat route group (one lazy chunk): Intranätet and the secretariat's board home (issue 12). */
export default function SecretariatScreens({ routeId }: { routeId: string }) {
  switch (routeId) {
    case 'secretariat':
      return <SecretariatHome board={false} />;
    case 'secretariatBoard':
      return <SecretariatHome board />;
    default:
      return <NotFoundPage />;
  }
}
