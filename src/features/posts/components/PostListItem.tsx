import { Link } from 'react-router';
import type { Post } from '../../../api/contentTypes';
import { formatLongDate } from '../../../lib/dates';
import { svNews } from '../../../text/svNews';

const t = svNews.news;

/** One row of a news list: unread marked, title linking to the post, date and preamble. */
export function PostListItem({ post, href }: { post: Post; href: string }) {
  return (
    <li className={`content-item${post.is_read ? '' : ' content-item--unread'}`}>
      <h2 className="content-item__title">
        {!post.is_read && <><span className="unread-dot-mark" aria-hidden="true" /><span className="visually-hidden">{t.unread}</span></>}
        <Link to={href}>{post.title}</Link>
      </h2>
      <p className="content-item__meta">
        <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time>
        {post.is_board_post && <span className="tag">{t.boardPost}</span>}
        {post.organizations.length > 0 && <span>{post.workplaces.length ? post.workplaces.map((w) => w.name).join(', ') : post.organizations.map((o) => o.name).join(', ')}</span>}
      </p>
      {post.preamble && <p className="content-item__preamble">{post.preamble}</p>}
    </li>
  );
}
