import { useLocation } from 'react-router';
import { svMembers } from '../../../text/svMembers';
import { resultsTermOf } from '../resultsUrl';
import SearchResults from '../components/SearchResults';

const t = svMembers.results;

/**
 * Issue 23: the header search's results on a page of their own (/sok?q=…), reached with Enter in
 * the field. The term in the address is searched (searchSagas.ts; the header's field shows it too).
 */
export function SearchPage() {
  const term = resultsTermOf(useLocation().search);

  return (
    <section className="page search-page">
      <h1>{term ? t.heading(term) : t.pageHeading}</h1>
      {term ? <SearchResults /> : <p>{t.noTerm}</p>}
    </section>
  );
}
