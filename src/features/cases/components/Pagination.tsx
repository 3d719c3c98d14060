import { svCases } from '../../../text/svCases';

const t = svCases.cases.pagination;

/** The page numbers shown: the first, the last, and the current one with its neighbours. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

/** Pages of 20 from page 1 (spec §9). */
export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t.label}>
      <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t.previous}</button>
      <ul className="pagination__pages">
        {pageWindow(page, pageCount).map((n, i) => (n === 'gap'
          ? <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">…</li>
          : (
            <li key={n}>
              <button
                type="button"
                className={`pagination__page${n === page ? ' pagination__page--current' : ''}`}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t.page(n)}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          )))}
      </ul>
      <button type="button" className="button button--small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>{t.next}</button>
    </nav>
  );
}
