import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { routeById } from '../../../app/routeTable';
import { NotFoundPage } from '../../../app/shell/StatusPages';
import { newsPath } from '../../../domain/contentPlaces';
import { userMayWritePosts } from '../../../domain/contentAccess';
import { svNews } from '../../../text/svNews';
import { EmptyList } from '../../../ui/EmptyList';
import { SearchField } from '../../../ui/SearchField';
import { Spinner } from '../../../ui/Spinner';
import { LoadFailed } from '../../../ui/LoadFailed';
import { loadRetried } from '../../../app/lifecycle';
import { loadFailure } from '../../../api/networkState';
import { selectUser } from '../../user/selectors';
import { PostEditorModal } from '../components/PostEditorModal';
import { PostListItem } from '../components/PostListItem';
import { moreNewsShown, newsSearchChanged, postEditorOpened } from '../postsSlice';
import { selectContentPlace, selectNewsList, selectPostsState } from '../selectors';
import '../content.css';

const t = svNews.news;

/**
 * Every news list of spec §2 (/aktuellt, an organisation's, its board's, a workplace's, the
 * secretariat's and its board's): the place's posts, unread ones marked, with a text search.
 */
export function NewsListPage({ routeId }: { routeId: string }) {
  const place = useAppSelector(selectContentPlace);
  const { items, total } = useAppSelector(selectNewsList);
  const { listStatus, error, query, shown } = useAppSelector(selectPostsState);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  if (!place) return <NotFoundPage />;
  const listPath = newsPath(place);
  const loading = listStatus === 'waiting' || listStatus === 'getting';

  return (
    <section className="page content-page">
      <div className="page-heading">
        <h1>{routeById(routeId)?.title}</h1>
        {user && userMayWritePosts(user) && (
          <button type="button" className="button button--primary" onClick={() => dispatch(postEditorOpened({ mode: 'create', place }))}>{t.create}</button>
        )}
      </div>
      <p className="muted">{t.places[place.kind]}</p>
      <SearchField label={t.search} value={query} onChange={(value) => dispatch(newsSearchChanged(value))} />
      {loading && total === 0 ? <Spinner /> : null}
      <LoadFailed failure={loadFailure(listStatus, listStatus === 'success', error !== null)} text={t.loadFailed} onRetry={() => dispatch(loadRetried({ what: 'posts' }))} />
      {listStatus === 'success' && items.length === 0 && <EmptyList group={t.group} searched={query.trim() !== '' && total > 0} />}
      {items.length > 0 && (
        <ul className="content-list" aria-label={t.listLabel}>
          {items.slice(0, shown).map((post) => <PostListItem key={post.id} post={post} href={`${listPath}/${post.id}`} />)}
        </ul>
      )}
      {items.length > shown && (
        <button type="button" className="button show-more" onClick={() => dispatch(moreNewsShown())}>{t.showMore(shown, items.length)}</button>
      )}
      <PostEditorModal />
    </section>
  );
}
