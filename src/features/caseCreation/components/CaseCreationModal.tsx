import { svCaseCreation } from '../../../text/svCaseCreation';
import { useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../ui/Modal';
import { caseCreationClosed } from '../caseCreationActions';
import { selectCanSubmit, selectCaseCreation, selectCaseCreationOpen, selectChosenCaseType, selectMissingFields, selectReceiverTexts } from '../selectors';
import { TypeStep } from './TypeStep';
import { FormStep } from './FormStep';
import '../caseCreation.css';

const t = svCaseCreation;

/**
 * The case-creation modal of spec §2 (lazy-loaded the first time it opens): step 1 'Vad gäller
 * ditt ärende?', step 2 the form, then 'Tack, ditt meddelande är skickat!'. The secretariat opens
 * it on behalf of a member from the member page (issue 11). Escape closes it and the focus returns to
 * what opened it (ui/Modal).
 */
export default function CaseCreationModal() {
  const open = useAppSelector(selectCaseCreationOpen);
  const creation = useAppSelector(selectCaseCreation);
  const chosenType = useAppSelector(selectChosenCaseType);
  const canSubmit = useAppSelector(selectCanSubmit);
  const missing = useAppSelector(selectMissingFields);
  const hintId = useId();
  const texts = useAppSelector(selectReceiverTexts);
  const dispatch = useAppDispatch();
  const formId = useId();
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  const { step } = creation;

  // A new step: the focus goes to its start (the modal itself focuses its content when it opens).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (!open) firstStep.current = true;
  }, [open]);

  const close = () => dispatch(caseCreationClosed());
  const cancel = <button type="button" className="button" onClick={close}>{t.cancel}</button>;

  let title: string;
  let footer;
  let body;
  switch (step) {
    case 'type':
      title = creation.forAnotherUser ? t.typeQuestionForAnotherUser : t.typeQuestion;
      body = <TypeStep formId={formId} />;
      footer = (
        <>
          {!creation.draft.caseType && creation.typesStatus === 'success' && <p id={hintId} className="modal__hint">{t.chooseTypeFirst}</p>}
          {cancel}
          <button
            type="submit" form={formId} className="button button--primary"
            disabled={!creation.draft.caseType || creation.typesStatus !== 'success'}
            aria-describedby={!creation.draft.caseType ? hintId : undefined}
          >{t.next}</button>
        </>
      );
      break;
    case 'form':
      title = chosenType?.title ?? (creation.forAnotherUser ? t.typeQuestionForAnotherUser : t.typeQuestion);
      body = <FormStep formId={formId} />;
      footer = (
        <>
          {missing.length > 0 && <p id={hintId} className="modal__hint">{t.missing(missing.map((field) => t.missingField[field]))}</p>}
          {cancel}
          <button type="submit" form={formId} className="button button--primary" disabled={!canSubmit} aria-describedby={missing.length > 0 ? hintId : undefined}>
            {creation.submitStatus === 'submitting' ? t.sending : t.send}
          </button>
        </>
      );
      break;
    case 'sent':
      title = t.sentHeading;
      body = (
        <div className="case-creation__sent">
          {texts && <p>{texts.receiver}</p>}
          {texts && <p>{texts.confirmation}</p>}
        </div>
      );
      footer = <button type="button" className="button button--primary" onClick={close}>{t.close}</button>;
      break;
  }

  return (
    <Modal open={open} title={title} onClose={close} footer={footer} className="case-creation">
      <div ref={stepRef} tabIndex={-1} className="case-creation__step" data-step={step}>
        {body}
      </div>
    </Modal>
  );
}

