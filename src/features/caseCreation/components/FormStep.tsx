import { svCases } from '../../../text/svCases';
import { useId, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CASE_MESSAGE_MAX, CASE_TITLE_MAX } from '../../../domain/caseCreation';
import { caseCreationBackClicked, caseCreationSubmitted, caseDraftChanged } from '../caseCreationSlice';
import { selectCanSubmit, selectCaseCreation, selectChosenCaseType, selectReceiverTexts, selectShowBackLink } from '../selectors';
import { AttachmentPicker } from './AttachmentPicker';
import { ArrowLeftIcon } from '../../../ui/icons';

const t = svCases.caseCreation;

function AssociationSelect({ label, placeholder, options, value, onChange }: {
  label: string; placeholder: string; options: { id: string; name: string }[]; value: string | null; onChange: (id: string | null) => void;
}) {
  const id = useId();
  const inList = value !== null && options.some((o) => o.id === value);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">{label}</label>
      <select id={id} className="input" value={inList ? value! : ''} onChange={(event) => onChange(event.target.value || null)} required>
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
      </select>
    </div>
  );
}

/**
 * Step 2 (spec §2): the back link (hidden with a single type or on the profile page), category
 * ('Välj kategori'), the association dropdowns ('Välj nationell förening', 'Välj psykologförening'),
 * the receiver notice, 'Rubrik', the message and the files; Skicka (the footer's) is disabled
 * until type, title and message are given. On failure the inline error, with everything kept.
 */
export function FormStep({ formId }: { formId: string }) {
  const creation = useAppSelector(selectCaseCreation);
  const type = useAppSelector(selectChosenCaseType);
  const texts = useAppSelector(selectReceiverTexts);
  const showBack = useAppSelector(selectShowBackLink);
  const canSubmit = useAppSelector(selectCanSubmit);
  const dispatch = useAppDispatch();
  const ids = { category: useId(), title: useId(), message: useId(), notice: useId() };
  const { draft } = creation;
  const economist = creation.role === 'economist' && !creation.forAnotherUser;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) dispatch(caseCreationSubmitted());
  };
  if (!type) return null;

  return (
    <form id={formId} onSubmit={submit} className="case-creation__form" noValidate>
      {showBack && (
        <button type="button" className="link-button case-creation__back" onClick={() => dispatch(caseCreationBackClicked())}>
          <ArrowLeftIcon /> {t.back}
        </button>
      )}
      {creation.member && <p className="muted">{t.forMember(creation.member.name)}</p>}

      {type.subCategories.length > 0 && (
        <div className="field">
          <label htmlFor={ids.category} className="field__label">{t.category}</label>
          <select
            id={ids.category}
            className="input"
            value={draft.subCategory ?? ''}
            disabled={economist}
            onChange={(event) => dispatch(caseDraftChanged({ subCategory: event.target.value || null }))}
          >
            <option value="">{t.categoryPlaceholder}</option>
            {type.subCategories.map((s) => <option key={s.type} value={s.type}>{s.title}</option>)}
          </select>
        </div>
      )}
      {type.nationalAssociations.length > 0 && (
        <AssociationSelect
          label={t.nationalAssociation}
          placeholder={t.nationalAssociationPlaceholder}
          options={type.nationalAssociations}
          value={draft.associationId}
          onChange={(associationId) => dispatch(caseDraftChanged({ associationId }))}
        />
      )}
      {type.psychologyAssociations.length > 0 && (
        <AssociationSelect
          label={t.psychologyAssociation}
          placeholder={t.psychologyAssociationPlaceholder}
          options={type.psychologyAssociations}
          value={draft.associationId}
          onChange={(associationId) => dispatch(caseDraftChanged({ associationId }))}
        />
      )}

      {texts && <p id={ids.notice} className="notice" aria-live="polite" data-testid="receiver-notice">{texts.notice}</p>}

      <div className="field">
        <label htmlFor={ids.title} className="field__label">{t.title}</label>
        <input
          id={ids.title}
          className="input"
          value={draft.title}
          maxLength={CASE_TITLE_MAX}
          required
          aria-required="true"
          onChange={(event) => dispatch(caseDraftChanged({ title: event.target.value }))}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.message} className="field__label">{t.message}</label>
        <textarea
          id={ids.message}
          className="input textarea"
          rows={6}
          value={draft.message}
          maxLength={CASE_MESSAGE_MAX}
          required
          aria-required="true"
          onChange={(event) => dispatch(caseDraftChanged({ message: event.target.value }))}
        />
      </div>
      <AttachmentPicker />
      {creation.submitStatus === 'error' && <p className="form-error" role="alert">{t.failed}</p>}
    </form>
  );
}
