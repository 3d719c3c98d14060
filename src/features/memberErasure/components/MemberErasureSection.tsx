import { useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { svMembers } from '../../../text/svMembers';
import { Modal } from '../../../ui/Modal';
import { memberErasureCancelled, memberErasureConfirmed, memberErasureOpened } from '../memberErasureActions';
import { makeSelectMemberErasureView } from '../selectors';
import type { MemberErasurePreview } from '../../../api/types';
import '../memberErasure.css';

const t = svMembers.erasure;

/**
 * Erasure of a former member (issue 37), on the member page of the secretariat's management: for a
 * member who has left, 'Radera tidigare medlem' opens a confirmation that names what goes and what
 * stays (the server's counts); the outcome is said in a message that takes the focus. The saga
 * loads the counts when the member page opens (memberErasureFlows.ts); this reads the store.
 */
export function MemberErasureSection({ memberId, name }: { memberId: string; name: string }) {
  const select = useMemo(() => makeSelectMemberErasureView(memberId), [memberId]);
  const view = useAppSelector(select);
  const dispatch = useAppDispatch();
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (view.justErased) message.current?.focus();
  }, [view.justErased]);

  if (!view.preview && !view.justErased) return null;
  if (view.erased) {
    return (
      <section aria-labelledby="member-erasure-heading" className="member-erasure">
        <h2 id="member-erasure-heading">{t.heading}</h2>
        <p className="notice" role="status" tabIndex={-1} ref={message}>{view.justErased ? t.done : t.alreadyErased}</p>
      </section>
    );
  }
  if (!view.offer || !view.preview) return null;
  const failure = view.failure ? (t.failed[view.failure] ?? t.failed.other) : null;
  return (
    <section aria-labelledby="member-erasure-heading" className="member-erasure">
      <h2 id="member-erasure-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      {failure && !view.dialogOpen && <p className="notice notice--error" role="alert">{failure}</p>}
      <button type="button" className="button button--danger" onClick={() => dispatch(memberErasureOpened({ memberId }))}>{t.button}</button>
      <Modal
        open={view.dialogOpen}
        title={t.dialogTitle}
        onClose={view.erasing ? undefined : () => dispatch(memberErasureCancelled())}
        footer={(
          <>
            <button type="button" className="button" onClick={() => dispatch(memberErasureCancelled())} disabled={view.erasing}>{t.cancel}</button>
            <button type="button" className="button button--danger" onClick={() => dispatch(memberErasureConfirmed({ memberId }))} disabled={view.erasing}>
              {view.erasing ? t.erasing : t.confirm}
            </button>
          </>
        )}
      >
        <ErasureSummary name={name} preview={view.preview} />
        {failure && <p className="notice notice--error" role="alert">{failure}</p>}
      </Modal>
    </section>
  );
}

/** What goes and what stays, in the confirmation. */
export function ErasureSummary({ name, preview }: { name: string; preview: MemberErasurePreview }) {
  const { goes, stays } = preview;
  return (
    <div className="member-erasure__summary">
      <p>{t.dialogIntro(name)}</p>
      <h3>{t.goesHeading}</h3>
      <ul>
        <li>{t.goes.profile}</li>
        <li>{t.goes.signUps(goes.signUps)}</li>
        <li>{t.goes.settings}</li>
        <li>{t.goes.notices(goes.notices)}</li>
        <li>{t.goes.extracts(goes.extracts)}</li>
        <li>{t.goes.accessLog(goes.accessLog)}</li>
      </ul>
      <h3>{t.staysHeading}</h3>
      <ul>
        <li>{t.stays.ownCases(stays.ownCases)}</li>
        <li>{t.stays.otherCases(stays.otherCases)}</li>
        <li>{t.stays.messages(stays.messages)}</li>
        <li>{t.stays.files(stays.files)}</li>
      </ul>
      <p>{t.stays.name}</p>
    </div>
  );
}
