import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { SavedReply } from '../../../api/savedReplyTypes';
import { caseNumberOf, fillSavedReply, firstNameOf, insertSavedReply, matchingSavedReplies } from '../../../domain/savedReplies';
import { svSavedReplies } from '../../../text/svSavedReplies';
import { Spinner } from '../../../ui/Spinner';
import { savedRepliesWanted } from '../savedRepliesActions';
import { selectSavedReplies } from '../savedRepliesSlice';
import '../savedReplies.css';

const t = svSavedReplies.picker;

export interface SavedReplyTarget {
  caseId: string;
  ownerName: string;
  handlerName: string;
  /** The draft as it is now, and how to change it (the case page's reply). */
  draft: string;
  onInsert: (text: string) => void;
}

/**
 * 'Infoga svarsmall' beside a reply's text (issue 36): a searchable list of the handler's saved
 * replies; choosing one puts it, with its placeholders filled in, after what is already written,
 * and gives the focus back to the text to be read and edited before it is sent. Escape closes it.
 */
export function SavedReplyPicker({ target, textId }: { target: SavedReplyTarget; textId: string }) {
  const dispatch = useAppDispatch();
  const { status, units, replies } = useAppSelector(selectSavedReplies);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [inserted, setInserted] = useState<string | null>(null);
  const panelId = useId();
  const searchId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    search.current?.focus();
    // Escape inside the list closes it (and not the case page's reply around it).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel.current?.contains(document.activeElement)) return;
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const show = () => {
    setOpen(true);
    setInserted(null);
    dispatch(savedRepliesWanted());
  };
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const choose = (reply: SavedReply) => {
    const filled = fillSavedReply(reply.body, {
      memberFirstName: firstNameOf(target.ownerName), caseNumber: caseNumberOf(target.caseId), handlerName: target.handlerName,
    });
    target.onInsert(insertSavedReply(target.draft, filled));
    setOpen(false);
    setQuery('');
    setInserted(reply.title);
    document.getElementById(textId)?.focus();
  };
  const unitName = (key: string) => units.find((u) => u.key === key)?.name ?? '';
  const shown = matchingSavedReplies(replies, query);

  return (
    <div className="saved-reply-picker">
      <button ref={toggle} type="button" className="button saved-reply-picker__toggle" aria-expanded={open} aria-controls={panelId} onClick={open ? close : show}>
        {open ? t.close : t.open}
      </button>
      <div role="status" className="saved-reply-picker__status">{inserted && <p className="muted">{t.inserted(inserted)}</p>}</div>
      {open && (
        <div ref={panel} id={panelId} className="saved-reply-picker__panel" role="group" aria-label={t.heading}>
          <label htmlFor={searchId} className="case-field__label">{t.search}</label>
          <input ref={search} id={searchId} type="search" className="input" value={query} autoComplete="off" onChange={(event) => setQuery(event.target.value)} />
          {status === 'getting' && replies.length === 0 && <Spinner />}
          {(status === 'error' || status === 'unauthorised') && (
            <p className="form-error">{t.loadFailed} <button type="button" className="case-link-button" onClick={() => dispatch(savedRepliesWanted())}>{t.retry}</button></p>
          )}
          {status === 'success' && replies.length === 0 && <p>{t.none}</p>}
          {replies.length > 0 && shown.length === 0 && <p>{t.noMatch}</p>}
          {shown.length > 0 && (
            <ul className="saved-reply-picker__list">
              {shown.map((reply) => (
                <li key={reply.id}>
                  <button type="button" className="saved-reply-picker__choice" onClick={() => choose(reply)}>
                    <span className="saved-reply-picker__title">{reply.title}</span>
                    <span className="muted saved-reply-picker__unit">{unitName(reply.unit)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p><Link to="/svarsmallar">{t.manage}</Link></p>
        </div>
      )}
    </div>
  );
}
