import { useEffect, useRef, useState } from 'react';
import type { CaseDetail } from '../../../api/caseHandlingTypes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CaseStatus, caseStatusLabel } from '../../../domain/caseStatus';
import { svCasePage } from '../../../text/svCasePage';
import { Modal } from '../../../ui/Modal';
import { caseCloseRequested, flagToggled } from '../casePageActions';
import { selectCaseBusy } from '../selectors';
import { FlagIcon } from '../../../ui/icons';
import { selectUser } from '../../user/selectors';
import { closingMayMailOwner } from '../../../domain/notifications';
import { closedCaseRefuses } from '../../../domain/caseHandling';
import { CaseRetention } from './CaseRetention';

const t = svCasePage.casePage;

/** The title with the status and the flag, and the handler's actions: flag (optimistic, spec §4) and close. */
export function CaseHeader({ detail }: { detail: CaseDetail }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCaseBusy);
  const userId = useAppSelector(selectUser)?.id ?? '';
  const [confirmClose, setConfirmClose] = useState(false);
  const status = detail.status as CaseStatus;
  const mayManage = detail.access.mayManage;
  const heading = useRef<HTMLHeadingElement>(null);
  const wasClosed = useRef(status === CaseStatus.CLOSED);
  // 'Avsluta ärendet' goes away once the case is closed: the focus moves to the case's title, not the page's body.
  useEffect(() => {
    if (status === CaseStatus.CLOSED && !wasClosed.current) heading.current?.focus();
    wasClosed.current = status === CaseStatus.CLOSED;
  }, [status]);
  return (
    <header className="case-header">
      <div className="case-header__title">
        <h1 ref={heading} tabIndex={-1}>{detail.title}</h1>
        <p className="case-header__badges">
          {caseStatusLabel[status] && <span className={`case-status case-status--${status}`} data-testid="case-status">{caseStatusLabel[status]}</span>}
          {detail.flagged && <span className="case-flagged"><FlagIcon filled /> {t.flagged}</span>}
        </p>
        {status === CaseStatus.CLOSED && (
          <p className="notice case-header__closed">{detail.access.mayReadNotes ? t.closedForHandlers : t.closedReadOnly}</p>
        )}
        <CaseRetention detail={detail} />
      </div>
      {mayManage && !closedCaseRefuses(detail, 'flag') && (
        <div className="case-header__actions">
          <button
            type="button"
            className={`button case-button--small case-flag${detail.flagged ? ' case-flag--on' : ''}`}
            disabled={busy.flag}
            onClick={() => dispatch(flagToggled({ caseId: detail.id, flagged: !detail.flagged }))}
          >
            {/* Issue 23: the button says what it will do ('Ta bort flaggan' on a flagged case). */}
            <FlagIcon filled={!detail.flagged} /> {detail.flagged ? t.unflag : t.flag}
          </button>
          <button type="button" className="button case-button--small" disabled={busy.close} onClick={() => setConfirmClose(true)}>{t.close}</button>
        </div>
      )}
      <Modal
        open={confirmClose}
        title={t.closeHeading}
        onClose={() => setConfirmClose(false)}
        className="modal--small"
        footer={(
          <>
            <button type="button" className="button" onClick={() => setConfirmClose(false)}>{t.modals.cancel}</button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setConfirmClose(false);
                dispatch(caseCloseRequested({ caseId: detail.id }));
              }}
            >
              {t.close}
            </button>
          </>
        )}
      >
        <p>{t.closeText}</p>
        {closingMayMailOwner(detail, userId) && <p>{t.closeMail(detail.ownerUser.name)}</p>}
      </Modal>
    </header>
  );
}
