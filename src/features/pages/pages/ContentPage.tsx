import { useAppSelector } from '../../../app/hooks';
import { selectSelections } from '../../../app/navigation/selectors';
import type { RootState } from '../../../app/store';
import { sv } from '../../../text/sv';
import { Spinner } from '../../../ui/Spinner';
import { NotFoundPage } from '../../../app/shell/StatusPages';
import { selectPageEntry } from '../selectors';

/** /sidor/{pageSlug}: a CMS page. Its body is shown as text (never as markup), one paragraph per blank line. */
export default function ContentPage() {
  const { pageSlug } = useAppSelector(selectSelections);
  const entry = useAppSelector((state: RootState) => selectPageEntry(state, pageSlug));
  if (!entry || (entry.status === 'getting' && !entry.page)) return <Spinner />;
  if (entry.notFound) return <NotFoundPage />;
  if (!entry.page) {
    return (
      <section className="page page--narrow">
        <h1>{sv.titles.contentPage}</h1>
        <p>{sv.pages.loadFailed}</p>
      </section>
    );
  }
  const paragraphs = entry.page.body.split(/\n{2,}/).map((text) => text.trim()).filter(Boolean);
  return (
    <article className="page page--narrow">
      <h1>{entry.page.title}</h1>
      {paragraphs.map((text, index) => <p key={index}>{text}</p>)}
    </article>
  );
}
