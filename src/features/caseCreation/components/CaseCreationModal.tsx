import { svCases } from '../../../text/svCases';
import { useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../ui/Modal';
import { caseCreationClosed } from '../caseCreationActions';
import { selectCanSubmit, selectCaseCreation, selectCaseCreationOpen, selectChosenCaseType, selectReceiverTexts } from '../selectors';
import { TypeStep } from './TypeStep';
import { FormStep } from './FormStep';
import '../caseCreation.css';

const t = svCases.caseCreation;

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
          {cancel}
          <button type="submit" form={formId} className="button button--primary" disabled={!creation.draft.caseType || creation.typesStatus !== 'success'}>{t.next}</button>
        </>
      );
      break;
    case 'form':
      title = chosenType?.title ?? (creation.forAnotherUser ? t.typeQuestionForAnotherUser : t.typeQuestion);
      body = <FormStep formId={formId} />;
      footer = (
        <>
          {cancel}
          <button type="submit" form={formId} className="button button--primary" disabled={!canSubmit}>
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

