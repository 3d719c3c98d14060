import { useId, useState } from 'react';
import type { CaseNote } from '../../../api/caseHandlingTypes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatDateTime } from '../../../lib/dates';
import { svCasePage } from '../../../text/svCasePage';
import { noteDeleteRequested } from '../casePageActions';
import { selectCaseBusy } from '../selectors';
import { CaseFileList } from './CaseFileList';

const t = svCasePage.casePage.notes;

/** The notes of the case (spec §6: only for those allowed; never shown to the member). Authors delete their own. */
export function Notes({ caseId, notes, userId }: { caseId: string; notes: CaseNote[]; userId: string }) {
  const headingId = useId();
  return (
    <section className="case-notes" aria-labelledby={headingId}>
      <h2 id={headingId} className="case-section__heading">{t.heading}</h2>
      {notes.length === 0 ? <p className="muted">{t.none}</p> : (
        <ol className="case-notes__list">
          {notes.map((note) => <NoteItem key={note.id} caseId={caseId} note={note} mine={note.author.id === userId} />)}
        </ol>
      )}
    </section>
  );
}

function NoteItem({ caseId, note, mine }: { caseId: string; note: CaseNote; mine: boolean }) {
  const dispatch = useAppDispatch();
  const deleting = useAppSelector(selectCaseBusy).notes.includes(note.id);
  const [confirming, setConfirming] = useState(false);
  const when = formatDateTime(note.created);
  return (
    <li className="case-note" data-testid="case-note">
      <p className="case-note__meta">
        <span className="case-note__author">{note.author.name}</span>
        <time dateTime={note.created}>{when}</time>
      </p>
      <p className="case-note__text">{note.text}</p>
      <CaseFileList files={note.files} kind="note" />
      {mine && !confirming && (
        <button type="button" className="case-link-button" aria-label={t.removeLabel(when)} disabled={deleting} onClick={() => setConfirming(true)}>
          {t.remove}
        </button>
      )}
      {mine && confirming && (
        <div className="case-note__confirm" role="group" aria-label={t.confirm}>
          <span>{t.confirm}</span>
          <button
            type="button"
            className="button case-button--small"
            disabled={deleting}
            onClick={() => {
              setConfirming(false);
              dispatch(noteDeleteRequested({ caseId, noteId: note.id }));
            }}
          >
            {t.confirmRemove}
          </button>
          <button type="button" className="button case-button--small" onClick={() => setConfirming(false)}>{t.keep}</button>
        </div>
      )}
    </li>
  );
}
