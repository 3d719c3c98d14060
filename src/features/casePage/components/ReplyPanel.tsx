import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CaseDetail } from '../../../api/caseHandlingTypes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { closedCaseRefuses } from '../../../domain/caseHandling';
import { svCasePage } from '../../../text/svCasePage';
import { Spinner } from '../../../ui/Spinner';
import { replyStarted } from '../casePageEvents';
import {
  alternativesRequested, replyClosed, replySubmitted, replyTextChanged, secretariatInviteRequested, usersInviteSubmitted,
} from '../casePageActions';
import type { ReplyMode } from '../casePageSlice';
import { selectAdministratorAlternatives, selectCaseBusy, selectCaseLock, selectLockedByOther, selectReply } from '../selectors';
import { DraftFiles } from './DraftFiles';
import { FieldError } from '../../../ui/ErrorSummary';
import { mayUseSavedReplies } from '../../../domain/savedReplyUnits';
import { selectUser } from '../../user/selectors';
import { SavedReplyPicker } from './lazyHandlerTools';

const t = svCasePage.casePage;

/**
 * The reply of spec §4 with its modes: message (to the case, locking a new case first), note
 * (handlers only), invite (users, the secretariat) and none. Who is replying, when it is someone
 * else, is said in a live region; the draft stays in the store until it is sent or cancelled.
 */
export function ReplyPanel({ detail }: { detail: CaseDetail }) {
  const dispatch = useAppDispatch();
  const reply = useAppSelector(selectReply);
  const lock = useAppSelector(selectCaseLock);
  const lockedBy = useAppSelector(selectLockedByOther);
  const caseId = detail.id;
  const { access } = detail;
  // Issue 34: a closed case takes notes, nothing else (src/domain/caseHandling.ts, CLOSED_CASE_ALLOWS).
  const mayMessage = access.mayReply && !closedCaseRefuses(detail, 'reply');
  const mayNote = access.mayReadNotes && !closedCaseRefuses(detail, 'note');
  const mayInvite = (access.mayManage || access.mayInviteSecretariat) && !closedCaseRefuses(detail, 'invite');

  // Focus follows the reply: into the text when it opens, back to its button when it closes.
  const openers = useRef<Partial<Record<ReplyMode, HTMLButtonElement | null>>>({});
  const text = useRef<HTMLTextAreaElement>(null);
  const previous = useRef<ReplyMode>(reply.mode);
  useEffect(() => {
    const before = previous.current;
    previous.current = reply.mode;
    if (before === reply.mode) return;
    if (reply.mode === 'message' || reply.mode === 'note') text.current?.focus();
    else if (reply.mode === 'none') openers.current[before]?.focus();
  }, [reply.mode]);

  if (!mayMessage && !mayNote && !mayInvite) return null;

  const start = (mode: ReplyMode) => {
    dispatch(replyStarted({ caseId, mode }));
    if (mode === 'invite' && access.mayManage) dispatch(alternativesRequested({ caseId, modal: 'role' }));
  };
  const lockNotice = lockedBy && !(reply.mode === 'message')
    ? t.lockedBy(lockedBy.name)
    : lockedBy && reply.mode === 'message' ? t.reply.lockLost(lockedBy.name) : null;

  return (
    <section className="case-reply" aria-label={t.reply.heading}>
      <div role="status" className="case-reply__status">
        {lockNotice && <p className="notice case-reply__locked">{lockNotice}</p>}
      </div>
      {lock.status === 'failed' && reply.mode === 'none' && <p className="notice notice--error" role="alert">{t.reply.lockFailed}</p>}
      {reply.mode === 'none' && (
        <div className="case-reply__start">
          {mayMessage && (
            <button
              ref={(element) => { openers.current.message = element; }}
              type="button"
              className="button button--primary"
              disabled={lock.status === 'locking'}
              aria-busy={lock.status === 'locking'}
              onClick={() => start('message')}
            >
              {lock.status === 'locking' ? t.reply.locking : t.reply.message}
            </button>
          )}
          {mayNote && (
            <button ref={(element) => { openers.current.note = element; }} type="button" className="button" onClick={() => start('note')}>
              {t.reply.note}
            </button>
          )}
          {mayInvite && (
            <button ref={(element) => { openers.current.invite = element; }} type="button" className="button" onClick={() => start('invite')}>
              {t.reply.invite}
            </button>
          )}
        </div>
      )}
      {(reply.mode === 'message' || reply.mode === 'note') && (
        <DraftForm detail={detail} mode={reply.mode} textRef={text} blocked={reply.mode === 'message' && lockedBy !== null} />
      )}
      {reply.mode === 'invite' && <InviteForm detail={detail} />}
    </section>
  );
}

function DraftForm({ detail, mode, textRef, blocked }: {
  detail: CaseDetail; mode: 'message' | 'note'; textRef: RefObject<HTMLTextAreaElement | null>; blocked: boolean;
}) {
  const dispatch = useAppDispatch();
  const reply = useAppSelector(selectReply);
  const user = useAppSelector(selectUser);
  const id = useId();
  const hintId = useId();
  const missingId = useId();
  const [left, setLeft] = useState(false);
  const empty = reply.text.trim() === '';
  const canSend = !empty && !reply.submitting && !blocked;
  const error = left && empty ? (mode === 'note' ? t.reply.emptyNote : t.reply.emptyMessage) : null;
  const describedBy = [mode === 'note' ? hintId : '', error ? `${id}-error` : ''].join(' ').trim() || undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) dispatch(replySubmitted({ caseId: detail.id }));
  };
  return (
    <form className={`case-reply__form case-reply__form--${mode}`} onSubmit={submit} aria-busy={reply.submitting}>
      <label htmlFor={id} className="case-field__label">{mode === 'note' ? t.reply.noteLabel : t.reply.messageLabel}</label>
      {mode === 'note' && <p id={hintId} className="case-field__hint">{t.reply.noteHint}</p>}
      <FieldError id={`${id}-error`} text={error} />
      <textarea
        ref={textRef}
        id={id}
        className="input case-reply__text"
        rows={6}
        value={reply.text}
        readOnly={reply.submitting}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onBlur={() => setLeft(true)}
        onChange={(event) => dispatch(replyTextChanged({ text: event.target.value }))}
      />
      {user && mayUseSavedReplies(user) && (
        // Issue 36: a saved reply goes into the text, to be read and edited before it is sent.
        <Suspense>
          <SavedReplyPicker
            textId={id}
            target={{
              caseId: detail.id, ownerName: detail.ownerUser.name, handlerName: user.name, draft: reply.text,
              onInsert: (text) => dispatch(replyTextChanged({ text })),
            }}
          />
        </Suspense>
      )}
      <DraftFiles files={reply.files} error={reply.fileError} disabled={reply.submitting} />
      <div className="case-reply__actions">
        <button type="submit" className="button button--primary" disabled={!canSend} aria-describedby={empty ? missingId : undefined}>
          {reply.submitting ? t.reply.sending : mode === 'note' ? t.reply.saveNote : t.reply.send}
        </button>
        <button type="button" className="button" disabled={reply.submitting} onClick={() => dispatch(replyClosed({ caseId: detail.id }))}>
          {t.reply.cancel}
        </button>
        {empty && <p id={missingId} className="case-reply__hint">{mode === 'note' ? t.reply.writeNoteFirst : t.reply.writeMessageFirst}</p>}
      </div>
    </form>
  );
}

function InviteForm({ detail }: { detail: CaseDetail }) {
  const dispatch = useAppDispatch();
  const alternatives = useAppSelector(selectAdministratorAlternatives);
  const busy = useAppSelector(selectCaseBusy).invite;
  const [chosen, setChosen] = useState<string[]>([]);
  const onCase = new Set([detail.ownerUser.id, ...detail.users.map((u) => u.id)]);
  const candidates = alternatives.items.filter((u) => !onCase.has(u.id));
  const caseId = detail.id;
  const toggle = (userId: string) => setChosen((ids) => (ids.includes(userId) ? ids.filter((x) => x !== userId) : [...ids, userId]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0 && !busy) dispatch(usersInviteSubmitted({ caseId, userIds: chosen }));
  };
  return (
    <div className="case-reply__form case-reply__form--invite">
      {detail.access.mayManage && (
        <form onSubmit={submit}>
          <fieldset className="case-choices">
            <legend className="case-field__label">{t.invite.users}</legend>
            {alternatives.status === 'getting' && <Spinner />}
            {(alternatives.status === 'error' || alternatives.status === 'unauthorised') && <p className="form-error">{t.modals.loadFailed}</p>}
            {alternatives.status === 'success' && candidates.length === 0 && <p className="muted">{t.invite.noUsers}</p>}
            {candidates.map((user) => (
              <label key={user.id} className="case-checkbox">
                <input type="checkbox" checked={chosen.includes(user.id)} onChange={() => toggle(user.id)} />
                {user.name}
              </label>
            ))}
          </fieldset>
          {candidates.length > 0 && (
            <button type="submit" className="button button--primary" disabled={chosen.length === 0 || busy}>{t.invite.submit}</button>
          )}
        </form>
      )}
      {detail.access.mayInviteSecretariat && (detail.invitationFromBoardMember ? <p className="notice">{t.secretariatInvited}</p> : (
        <button type="button" className="button" disabled={busy} onClick={() => dispatch(secretariatInviteRequested({ caseId }))}>
          {t.invite.secretariat}
        </button>
      ))}
      <div className="case-reply__actions">
        <button type="button" className="button" onClick={() => dispatch(replyClosed({ caseId }))}>{t.reply.cancel}</button>
      </div>
    </div>
  );
}
