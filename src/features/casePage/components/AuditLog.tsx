import type { AuditLogEntry } from '../../../api/caseHandlingTypes';
import { formatDateTime } from '../../../lib/dates';
import { svCasePage } from '../../../text/svCasePage';
import { compareCodeUnits } from '../../../domain/sorting';

const t = svCasePage.casePage.auditLog;

/** The audit log of the case (spec §6: only for those allowed), newest first, folded by default. */
export function AuditLog({ entries }: { entries: AuditLogEntry[] }) {
  const newestFirst = [...entries].sort((a, b) => compareCodeUnits(b.occurredAt, a.occurredAt));
  return (
    <details className="case-audit">
      <summary className="case-audit__summary">{t.heading} ({entries.length})</summary>
      {newestFirst.length === 0 ? <p className="muted">{t.none}</p> : (
        <ol className="case-audit__list">
          {newestFirst.map((entry) => (
            <li key={entry.id} className="case-audit__entry">
              <time dateTime={entry.occurredAt} className="case-audit__time">{formatDateTime(entry.occurredAt)}</time>
              <span>{t.events[entry.eventType] ?? entry.eventType}{entry.user ? ` – ${entry.user.name}` : ''}</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
