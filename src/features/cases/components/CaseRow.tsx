import { svCases } from '../../../text/svCases';
import { memo } from 'react';
import { Link } from 'react-router';
import type { CaseListItem } from '../../../api/types';
import { CaseStatus, caseStatusLabel } from '../../../domain/caseStatus';
import { formatLongDate } from '../../../lib/dates';
import { casePath, type CaseListContext } from '../caseContext';
import { FlagIcon, LockIcon } from '../../../ui/icons';

const t = svCases.cases.row;

/** Spec §4: a case is locked only while CREATED and isLocked; the list says by whom. */
function lockText(item: CaseListItem, userId: string | null): string | null {
  if (item.status !== CaseStatus.CREATED || !item.isLocked || !item.lockedBy) return null;
  return item.lockedBy.id === userId ? t.lockedByMe : t.lockedBy(item.lockedBy.name);
}

/**
 * One case of a list. Memoized on the item object: a poll that leaves a case unchanged keeps its
 * object (reuseUnchanged.ts), so its row does not render again.
 */
export const CaseRow = memo(function CaseRow({ item, context, userId, marks }: {
  item: CaseListItem; context: CaseListContext; userId: string | null;
  /** Whether the list shows the handlers' marks (issue 34, src/domain/caseMarks.ts). */
  marks: boolean;
}) {
  const status = item.status as CaseStatus;
  const locked = lockText(item, userId);
  // In an organisation's list its name would be on every row: only the workplace is told.
  const place = [context.organisationId ? null : item.association?.name, context.workplaceId ? null : item.workplace?.name].filter(Boolean).join(', ');
  const administrators = item.users.filter((u) => u.isAdministrating).map((u) => u.name);
  return (
    <li className={`case-row${item.hasUnreadMessages ? ' case-row--unread' : ''}`} data-testid="case-row" data-case-id={item.id}>
      <div className="case-row__head">
        <h3 className="case-row__title">
          {item.hasUnreadMessages && <span className="case-row__unread" role="img" aria-label={t.unread} />}
          <Link to={casePath(context, item.id)}>{item.title}</Link>
        </h3>
        {caseStatusLabel[status] && <span className={`status-badge status-badge--${status}`}>{caseStatusLabel[status]}</span>}
      </div>
      <p className="case-row__meta">
        <span>{item.caseType.title}</span>
        {item.subCategories.length > 0 && <span>{item.subCategories.map((s) => s.title).join(', ')}</span>}
        {context.role !== 'member' && <span className="case-row__owner"><span className="visually-hidden">{t.owner}: </span>{item.ownerUser.name}</span>}
        {place && <span>{place}</span>}
      </p>
      <p className="case-row__facts">
        <span>{t.created} <time dateTime={item.created}>{formatLongDate(item.created)}</time></span>
        {marks && item.deadLine && <span className="case-row__deadline">{t.deadline} <time dateTime={item.deadLine}>{formatLongDate(item.deadLine)}</time></span>}
        {context.role !== 'member' && <span>{t.administrators}: {administrators.length ? administrators.join(', ') : t.noAdministrators}</span>}
        {marks && item.flagged && <span className="case-row__flag"><FlagIcon filled /> {t.flagged}</span>}
        {locked && <span className="case-row__lock"><LockIcon /> {locked}</span>}
        {marks && item.tags.map((tag) => <span key={tag.type} className="tag">{tag.title}</span>)}
      </p>
      {item.preview && (
        <p className="case-row__preview"><span className="case-row__sender">{item.preview.sender.name}:</span> {item.preview.text}</p>
      )}
    </li>
  );
});
