import type { CaseDetail } from '../../../api/caseHandlingTypes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CaseStatus } from '../../../domain/caseStatus';
import { erasureDate } from '../../../domain/retention';
import { formatLongDate } from '../../../lib/dates';
import { svCasePage } from '../../../text/svCasePage';
import { legalHoldRequested } from '../casePageActions';
import { selectCaseBusy } from '../selectors';

const t = svCasePage.casePage.retention;

/**
 * Issue 37: when a closed case will be erased (the rule of src/domain/retention.ts over what
 * Case/Get says), or that a legal hold keeps it; the secretariat's management places and lifts it.
 */
export function CaseRetention({ detail }: { detail: CaseDetail }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCaseBusy).legalHold;
  const retention = detail.retention;
  if (!retention) return null;
  const hold = retention.legalHold;
  const closed = detail.status === CaseStatus.CLOSED;
  const erasesOn = erasureDate({ status: detail.status, closedAt: retention.closedAt, legalHold: hold !== null }, retention.retentionDays);
  if (!erasesOn && !hold) return null;
  return (
    <div className="case-retention" data-testid="case-retention">
      {hold ? (
        <p>
          {t.held}
          {hold.placedBy && <> {t.heldBy(hold.placedBy.name, formatLongDate(hold.placedAt))}</>}
        </p>
      ) : (
        erasesOn && <p>{t.erasedOn(formatLongDate(erasesOn))}</p>
      )}
      {retention.mayHold && (closed || hold) && (
        <button
          type="button"
          className="button case-button--small"
          disabled={busy}
          onClick={() => dispatch(legalHoldRequested({ caseId: detail.id, hold: !hold }))}
        >
          {hold ? t.lift : t.hold}
        </button>
      )}
    </div>
  );
}
