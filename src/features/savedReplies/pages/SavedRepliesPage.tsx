import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadFailure } from '../../../api/networkState';
import type { SavedReply } from '../../../api/savedReplyTypes';
import type { SavedReplyUnit } from '../../../domain/savedReplyUnits';
import { formatDateTime } from '../../../lib/dates';
import { svSavedReplies as t } from '../../../text/svSavedReplies';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Spinner } from '../../../ui/Spinner';
import { loadRetried } from '../../../app/lifecycle';
import { savedReplyDeleteAsked, savedReplyDeleteRequested, savedReplyEditorOpened } from '../savedRepliesActions';
import { selectSavedReplies } from '../savedRepliesSlice';
import { SavedReplyEditor } from '../components/SavedReplyEditor';
import '../savedReplies.css';

/**
 * /svarsmallar (issue 36): the handler's saved replies by unit, their own first; a unit they may
 * keep has 'Ny svarsmall' and each reply 'Ändra' and 'Ta bort' (asked first); the others are shown
 * to be used, not changed.
 */
export function SavedRepliesPage() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSavedReplies);
  // After a save or a removal the form or the reply is gone: the focus goes to what happened.
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.notice === 'saved' || state.notice === 'deleted') notice.current?.focus();
  }, [state.notice]);
  const failure = loadFailure(state.status, state.units.length > 0);
  const confirming = state.replies.find((r) => r.id === state.confirmingDelete) ?? null;
  const retry = () => dispatch(loadRetried({ what: 'savedReplies' }));
  return (
    <article className="page saved-replies">
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <div role="status" className="saved-replies__status">
        {(state.notice === 'saved' || state.notice === 'deleted') && (
          <p ref={notice} tabIndex={-1} className="notice notice--success">{state.notice === 'saved' ? t.saved : t.deleted}</p>
        )}
      </div>
      {state.notice === 'deleteFailed' && <p className="notice notice--error" role="alert">{t.deleteFailed}</p>}
      <LoadFailed failure={failure} text={t.loadFailed} onRetry={retry} />
      {state.status === 'getting' && state.units.length === 0 && <Spinner />}
      {state.units.map((unit) => <UnitSection key={unit.key} unit={unit} replies={state.replies.filter((r) => r.unit === unit.key)} />)}
      <ConfirmDialog
        open={confirming !== null}
        title={t.remove}
        text={confirming ? t.confirmRemove(confirming.title) : ''}
        confirm={t.confirmRemoveYes}
        busyText={t.saving}
        cancel={t.cancel}
        busy={state.deleting !== null}
        onConfirm={() => confirming && dispatch(savedReplyDeleteRequested({ id: confirming.id }))}
        onCancel={() => dispatch(savedReplyDeleteAsked({ id: null }))}
      />
    </article>
  );
}

function UnitSection({ unit, replies }: { unit: SavedReplyUnit; replies: SavedReply[] }) {
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectSavedReplies).editor;
  const editing = editor && editor.unit === unit.key ? editor : null;
  const headingId = `saved-replies-${unit.key.replace(/[^a-z0-9-]/gi, '-')}`;
  return (
    <section className="saved-replies__unit" aria-labelledby={headingId}>
      <h2 id={headingId}>{unit.name}</h2>
      {!unit.mayEdit && <p className="muted">{t.readOnly}</p>}
      {replies.length === 0 && <p>{t.unitEmpty}</p>}
      <ul className="saved-replies__list">
        {replies.map((reply) => (
          <li key={reply.id} className="saved-replies__item">
            {editing?.id === reply.id ? <SavedReplyEditor editor={editing} unitName={unit.name} /> : (
              <>
                <h3 className="saved-replies__title">{reply.title}</h3>
                <p className="saved-replies__body">{reply.body}</p>
                <p className="muted saved-replies__meta">{t.updated(reply.updatedBy, formatDateTime(reply.updated))}</p>
                {unit.mayEdit && (
                  <div className="saved-replies__actions">
                    <button type="button" className="button" aria-label={t.editNamed(reply.title)} onClick={() => dispatch(savedReplyEditorOpened({ id: reply.id, unit: unit.key }))}>{t.edit}</button>
                    <button type="button" className="button" aria-label={t.removeNamed(reply.title)} onClick={() => dispatch(savedReplyDeleteAsked({ id: reply.id }))}>{t.remove}</button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {editing && editing.id === null && <SavedReplyEditor editor={editing} unitName={unit.name} />}
      {unit.mayEdit && !editing && (
        <button type="button" className="button button--primary" aria-label={t.addIn(unit.name)} onClick={() => dispatch(savedReplyEditorOpened({ id: null, unit: unit.key }))}>
          {t.add}
        </button>
      )}
    </section>
  );
}
