import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import type { SearchResult } from '../../../api/types';
import { searchedGroups, searchGroups, type SearchGroup } from '../../../domain/search';
import { sv } from '../../../text/sv';
import { svMembers } from '../../../text/svMembers';
import { selectUser } from '../../user/selectors';
import { formatLongDate } from '../../../lib/dates';
import '../search.css';

const t = svMembers.results;

/** Issue 23: enough to tell hits apart: when, and where (parts that are missing are left out). */
const detailOf = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;
const dateOf = (iso: string | undefined) => (iso ? formatLongDate(iso) : null);

function hitsOf(result: SearchResult, group: SearchGroup): { id: string; title: string; detail: string | null; href: string }[] {
  switch (group) {
    case 'cases':
      return result.cases.map((c) => ({ id: c.id, title: c.title, detail: detailOf(c.caseType.title, c.ownerUser.name, dateOf(c.created)), href: c.href }));
    case 'members':
      return result.members.map((m) => ({ id: m.id, title: m.name, detail: m.memberNumber ? t.memberNumber(m.memberNumber) : null, href: m.href }));
    default:
      return result[group].map((hit) => ({ id: hit.id, title: hit.title, detail: detailOf(dateOf(hit.date), hit.place), href: hit.href }));
  }
}

/** The grouped results of Search/{term} (lazy: loaded the first time something is typed). */
export default function SearchResults() {
  const { result, status } = useAppSelector((state) => state.search);
  const user = useAppSelector(selectUser);
  const groups = result ? searchGroups.map((group) => ({ group, hits: hitsOf(result, group) })).filter((g) => g.hits.length > 0) : [];
  return (
    <div className="search-results" aria-live="polite">
      {status === 'getting' && !result && <p className="muted">{t.searching}</p>}
      {(status === 'error' || status === 'unauthorised') && <p className="form-error" role="alert">{t.failed}</p>}
      {result && groups.length === 0 && status !== 'getting' && (
        // Spec §2, §8: 'Inga {group} hittades' for each group the search looked in.
        <ul className="search-results__none">
          {(user ? searchedGroups(user) : searchGroups).map((group) => <li key={group} className="muted">{sv.lists.noHits(t.noHitGroups[group])}</li>)}
        </ul>
      )}
      {groups.map(({ group, hits }) => (
        <section key={group} className="search-results__group" aria-label={t.groups[group]}>
          <h2 className="search-results__heading">{t.groups[group]}</h2>
          <ul className="menu-list">
            {hits.map((hit) => (
              <li key={hit.id}>
                <Link to={hit.href} className="menu-list__link search-results__link">
                  <span className="search-results__title">{hit.title}</span>
                  {hit.detail && <span className="search-results__detail">{hit.detail}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
