import { svCases } from '../../../text/svCases';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../ui/Spinner';
import { selectCaseOwnerChoices } from '../../cases/listSelectors';
import { caseCreationMemberConfirmed, caseCreationMemberPicked, caseCreationRetried } from '../caseCreationSlice';
import { selectCaseCreation } from '../selectors';

const t = svCases.caseCreation.member;
const SHOWN = 30;

/**
 * Secretariat, on behalf of a member: which member. Until the portal has a member search, the
 * members to pick from are those of the secretariat's case list (the member of the list's owner
 * filter comes picked).
 */
export function MemberStep({ formId }: { formId: string }) {
  const creation = useAppSelector(selectCaseCreation);
  const owners = useAppSelector(selectCaseOwnerChoices);
  const dispatch = useAppDispatch();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLocaleLowerCase('sv');
  const matches = owners.filter((o) => o.name.toLocaleLowerCase('sv').includes(needle));
  const picked = creation.member?.id ?? null;
  const shown = matches.slice(0, SHOWN);
  const pickedOutside = creation.member && !shown.some((o) => o.id === creation.member!.id) ? creation.member : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creation.member && creation.ownerStatus !== 'getting') dispatch(caseCreationMemberConfirmed());
  };

  if (creation.ownerStatus === 'getting') return <Spinner label={t.loading} />;
  return (
    <form id={formId} onSubmit={submit} className="case-creation__form">
      <div className="field">
        <label htmlFor={searchId} className="field__label">{t.search}</label>
        <input id={searchId} type="search" className="input" value={query} onChange={(event) => setQuery(event.target.value)} />
        <p className="field__hint">{t.hint}</p>
      </div>
      <fieldset className="choice-group">
        <legend className="visually-hidden">{t.question}</legend>
        {shown.length === 0 && !pickedOutside && <p className="muted">{t.none}</p>}
        {[...(pickedOutside ? [pickedOutside] : []), ...shown].map((owner) => (
          <label key={owner.id} className="choice">
            <input type="radio" name={`${formId}-member`} value={owner.id} checked={picked === owner.id} onChange={() => dispatch(caseCreationMemberPicked(owner))} />
            <span className="choice__text">{owner.name}</span>
          </label>
        ))}
        {matches.length > SHOWN && <p className="muted">{t.more(matches.length - SHOWN)}</p>}
      </fieldset>
      {(creation.typesStatus === 'error' || creation.typesStatus === 'unauthorised') && (
        <p className="form-error" role="alert">
          {svCases.caseCreation.typesFailed}{' '}
          <button type="button" className="link-button" onClick={() => dispatch(caseCreationRetried())}>{svCases.caseCreation.retry}</button>
        </p>
      )}
    </form>
  );
}
