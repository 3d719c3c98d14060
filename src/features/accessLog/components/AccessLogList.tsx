import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { AccessLogEntry } from '../../../api/types';
import { formatDateTime } from '../../../lib/dates';
import { svMembers } from '../../../text/svMembers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Spinner } from '../../../ui/Spinner';
import type { AccessLogView } from '../selectors';
import '../../../ui/blockList.css';

const t = svMembers.accessLog;

/**
 * The entries of an access log (issue 37), newest first, as a list that reads well at 375 px: what
 * was read, by whom (a role and a unit to the member; with the name to the secretariat), when. No
 * data fetching: the view comes from the store, 'Visa fler' and 'Försök igen' are callbacks.
 * After 'Visa fler' the focus moves to the first entry added, so the keyboard goes on from there.
 */
export function AccessLogList({ view, own, onMore, onRetry }: { view: AccessLogView; own: boolean; onMore: () => void; onRetry: () => void }) {
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || view.entries.length <= from) return;
    focusFrom.current = null;
    (list.current?.children[from] as HTMLElement | undefined)?.focus();
  }, [view.entries.length]);

  if (view.loading) return <Spinner label={t.loading} />;
  return (
    <>
      <LoadFailed failure={view.failure} text={t.loadFailed} onRetry={onRetry} about={own ? t.heading : t.memberHeading} />
      {view.empty && <p className="empty-list">{own ? t.empty : t.memberEmpty}</p>}
      {view.entries.length > 0 && (
        <>
          <ol className="block-list" ref={list}>
            {view.entries.map((entry) => (
              <li key={entry.id} className="block-list__item access-log__entry" tabIndex={-1}>
                <p className="access-log__what">{whatOf(entry, own)}</p>
                <p className="access-log__who">{whoOf(entry, own)}</p>
                <p className="access-log__when muted"><time dateTime={entry.at}>{formatDateTime(entry.at)}</time></p>
              </li>
            ))}
          </ol>
          <p className="access-log__count muted" aria-live="polite">{t.count(view.entries.length, view.total)}</p>
        </>
      )}
      {(view.hasMore || view.loadingMore) && (
        <button
          type="button"
          className="button"
          aria-disabled={view.loadingMore || undefined}
          onClick={() => {
            if (view.loadingMore) return;
            focusFrom.current = view.entries.length;
            onMore();
          }}
        >
          {view.loadingMore ? t.loadingMore : t.more}
        </button>
      )}
    </>
  );
}

/** To the member a role and a unit; to the secretariat the name too (a viewer since erased: 'Tidigare medlem'). */
function whoOf(entry: AccessLogEntry, own: boolean): string {
  const capacity = [t.roles[entry.role], entry.unit].filter(Boolean).join(', ');
  return own ? capacity : `${entry.viewerName ?? t.formerMember} (${capacity})`;
}

function whatOf(entry: AccessLogEntry, own: boolean) {
  if (!own) return entry.what === 'case' ? t.memberOpenedCase : t.memberReadRecord;
  if (entry.what === 'member') return t.readRecord;
  if (entry.caseId === null || entry.caseTitle === null) return t.openedErasedCase;
  return <>{t.openedCase} <Link to={`/arenden/mina/arende/${entry.caseId}`}>{entry.caseTitle}</Link></>;
}
