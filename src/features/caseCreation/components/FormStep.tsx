import { svCaseCreation } from '../../../text/svCaseCreation';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CASE_MESSAGE_MAX, CASE_TITLE_MAX } from '../../../domain/caseCreation';
import { caseCreationBackClicked, caseDraftChanged } from '../caseCreationSlice';
import { caseCreationSubmitted } from '../caseCreationActions';
import { selectCanSubmit, selectCaseCreation, selectChosenCaseType, selectMissingFields, selectReceiverTexts, selectShowBackLink } from '../selectors';
import { FieldError } from '../../../ui/ErrorSummary';
import { AttachmentPicker } from './AttachmentPicker';
import { ArrowLeftIcon } from '../../../ui/icons';

const t = svCaseCreation;

function AssociationSelect({ id, label, placeholder, options, value, error, onChange, onBlur }: {
  id: string; label: string; placeholder: string; options: { id: string; name: string }[]; value: string | null; error: string | null;
  onChange: (id: string | null) => void; onBlur: () => void;
}) {
  const inList = value !== null && options.some((o) => o.id === value);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">{label}</label>
      <FieldError id={`${id}-error`} text={error} />
      <select
        id={id} className="input" value={inList ? value! : ''} onChange={(event) => onChange(event.target.value || null)} onBlur={onBlur} required
        aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}
      >
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
  const missing = useAppSelector(selectMissingFields);
  const ids = { category: useId(), title: useId(), message: useId(), notice: useId(), association: useId() };
  const { draft } = creation;
  const economist = creation.role === 'economist' && !creation.forAnotherUser;
  // Issue 23: a field left empty says so by itself once left. Skicka stays disabled until the form
  // is complete (spec §5), so there is no refused submit and no error summary here: the hint beside
  // Skicka lists what is missing, and each field its own message.
  const [touched, setTouched] = useState<string[]>([]);
  const leave = (field: string) => () => setTouched((fields) => (fields.includes(field) ? fields : [...fields, field]));
  const errorOf = (field: string) => ((missing as readonly string[]).includes(field) && touched.includes(field) ? t.fieldErrors[field] : null);
  const described = (field: string, id: string) => (errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { 'aria-invalid': false });

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
          id={ids.association}
          error={errorOf('association')}
          onBlur={leave('association')}
          label={t.nationalAssociation}
          placeholder={t.nationalAssociationPlaceholder}
          options={type.nationalAssociations}
          value={draft.associationId}
          onChange={(associationId) => dispatch(caseDraftChanged({ associationId }))}
        />
      )}
      {type.psychologyAssociations.length > 0 && (
        <AssociationSelect
          id={ids.association}
          error={errorOf('association')}
          onBlur={leave('association')}
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
        <FieldError id={`${ids.title}-error`} text={errorOf('title')} />
        <input
          id={ids.title}
          {...described('title', ids.title)}
          onBlur={leave('title')}
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
        <FieldError id={`${ids.message}-error`} text={errorOf('message')} />
        <textarea
          id={ids.message}
          {...described('message', ids.message)}
          onBlur={leave('message')}
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
