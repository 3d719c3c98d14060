import { useId, useState, type FormEvent } from 'react';
import type { CaseDetail } from '../../../api/caseHandlingTypes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { isCalendarDate } from '../../../domain/caseHandling';
import { svCasePage } from '../../../text/svCasePage';
import { DatePicker } from '../../../ui/DatePicker';
import { deadlineChanged, deadlineClearRequested } from '../casePageActions';
import { selectCaseBusy } from '../selectors';

const t = svCasePage.casePage;

/** Spec §4: the deadline is set at once and put back if saving fails; clearing asks the server first. */
export default function DeadlineForm({ detail }: { detail: CaseDetail }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCaseBusy).deadline;
  const id = useId();
  // null: untouched, the input shows the case's deadline (also after a rollback).
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? detail.deadLine ?? '';
  const changed = value !== (detail.deadLine ?? '') && isCalendarDate(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || busy) return;
    dispatch(deadlineChanged({ caseId: detail.id, deadLine: value, previous: detail.deadLine }));
    setDraft(null);
  };
  return (
    <form className="case-deadline" onSubmit={submit}>
      <label htmlFor={id} className="case-field__label">{t.deadlineInput}</label>
      <div className="case-deadline__row">
        <div className="case-deadline__input"><DatePicker id={id} value={value} onChange={setDraft} /></div>
        <button type="submit" className="button case-button--small" disabled={!changed || busy}>{t.saveDeadline}</button>
        {detail.deadLine && (
          <button type="button" className="button case-button--small" disabled={busy} onClick={() => dispatch(deadlineClearRequested({ caseId: detail.id }))}>
            {t.clearDeadline}
          </button>
        )}
      </div>
    </form>
  );
}
