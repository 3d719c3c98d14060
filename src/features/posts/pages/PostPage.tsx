import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSelections } from '../../../app/navigation/selectors';
import { AccessDeniedPage } from '../../../app/shell/StatusPages';
import type { RootState } from '../../../app/store';
import { newsPath } from '../../../domain/contentPlaces';
import { formatLongDate } from '../../../lib/dates';
import { svNews } from '../../../text/svNews';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Markup } from '../../../ui/Markup';
import { Spinner } from '../../../ui/Spinner';
import { PostEditorModal } from '../components/PostEditorModal';
import { postDeleteCancelled, postDeleteConfirmed, postDeleteRequested, postEditorOpened } from '../postsSlice';
import { selectContentPlace, selectPostEntry, selectPostsState } from '../selectors';
import '../content.css';
import { ArrowLeftIcon } from '../../../ui/icons';

const t = svNews.news;
const c = svNews.confirmDelete;

/**
 * One post (spec §2 …/aktuellt/{postId}): title, 'd LLL yyyy' date, preamble, body, where it was
 * published, a way back. Opening it marked it read (postsSagas). A post the user may not see is
 * 'Åtkomst nekad'.
 */
export function PostPage() {
  const { postId } = useAppSelector(selectSelections);
  const entry = useAppSelector((state: RootState) => selectPostEntry(state, postId));
  const place = useAppSelector(selectContentPlace);
  const { deleting } = useAppSelector(selectPostsState);
  const dispatch = useAppDispatch();
  const back = <p className="back-link"><Link to={newsPath(place ?? { kind: 'own' })}><ArrowLeftIcon /> {t.backTo}</Link></p>;

  if (!entry || (entry.status === 'getting' && !entry.post)) return <Spinner />;
  if (entry.status === 'unauthorised') return <AccessDeniedPage />;
  const post = entry.post;
  if (!post) {
    return (
      <section className="page page--narrow">
        {back}
        <p role="alert">{entry.notFound ? t.notFound : t.postLoadFailed}</p>
      </section>
    );
  }
  const places = post.workplaces.length ? post.workplaces.map((w) => w.name) : post.organizations.map((o) => o.name);

  return (
    <article className="page page--narrow content-page post">
      {back}
      <h1>{post.title}</h1>
      <p className="content-item__meta">
        <time dateTime={post.published_at}>{t.published(formatLongDate(post.published_at))}</time>
        {post.author && <span>{t.by(post.author.name)}</span>}
      </p>
      {post.preamble && <p className="lead">{post.preamble}</p>}
      <Markup source={post.body ?? ''} />
      {places.length > 0 && (
        <p className="post__places">
          <strong>{t.publishedIn}:</strong> {places.join(', ')}{post.is_board_post ? ` (${t.boardPost.toLowerCase()})` : ''}
        </p>
      )}
      {post.can_edit && (
        <div className="actions">
          <button type="button" className="button" onClick={() => dispatch(postEditorOpened({ mode: 'edit', postId: post.id }))}>{t.edit}</button>
          <button type="button" className="button button--danger" onClick={() => dispatch(postDeleteRequested({ postId: post.id }))}>{t.remove}</button>
        </div>
      )}
      <PostEditorModal />
      <ConfirmDialog
        open={deleting?.postId === post.id}
        title={c.postTitle}
        text={c.postText}
        confirm={c.confirm}
        busyText={c.removing}
        cancel={c.cancel}
        busy={deleting?.status === 'submitting'}
        onConfirm={() => dispatch(postDeleteConfirmed())}
        onCancel={() => dispatch(postDeleteCancelled())}
      />
    </article>
  );
}
