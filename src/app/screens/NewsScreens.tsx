import { NewsListPage } from '../../features/posts/pages/NewsListPage';
import { PostPage } from '../../features/posts/pages/PostPage';
import { NEWS_LIST_ROUTE_IDS } from '../../features/posts/postsSlice';

/** The news route group (one lazy chunk): every Aktuellt list and single post of spec §2. */
export default function NewsScreens({ routeId }: { routeId: string }) {
  if (NEWS_LIST_ROUTE_IDS.includes(routeId)) return <NewsListPage routeId={routeId} />;
  return <PostPage />;
}
