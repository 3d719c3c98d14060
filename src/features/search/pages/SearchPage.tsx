import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { svMembers } from '../../../text/svMembers';
import { searchTerm } from '../../../domain/search';
import { searchTyped } from '../searchSlice';
import SearchResults from '../components/SearchResults';

const t = svMembers.results;

/**
 * Issue 23: the header search's results on a page of their own (/sok?q=…), reached with Enter in
 * the field. The term in the address is searched (the header's field shows it too).
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = searchTerm(params.get('q') ?? '');
  const text = useAppSelector((state) => state.search.text);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (term && searchTerm(text) !== term) dispatch(searchTyped(term));
  }, [term, text, dispatch]);

  return (
    <section className="page search-page">
      <h1>{term ? t.heading(term) : t.pageHeading}</h1>
      {term ? <SearchResults /> : <p>{t.noTerm}</p>}
    </section>
  );
}
