import { svCaseCreation } from '../../../text/svCaseCreation';
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../ui/Spinner';
import { caseCreationNextClicked, caseTypeSelected } from '../caseCreationSlice';
import { caseCreationRetried } from '../caseCreationActions';
import { selectCaseCreation } from '../selectors';
import { selectUser } from '../../user/selectors';
import { formEntryFor } from '../creationRules';
import { groupCaseTypes } from '../../../domain/caseCatalogue';
import { caseTypeDescription } from '../../../domain/caseTypeGuide';

const t = svCaseCreation;

/** Step 1 (spec §2): choose a case type; Nästa (the footer's) is disabled until one is chosen. */
export function TypeStep({ formId }: { formId: string }) {
  const creation = useAppSelector(selectCaseCreation);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entry = creation.draft.caseType ? formEntryFor(creation, creation.draft.caseType) : null;
    if (entry) dispatch(caseCreationNextClicked(entry));
  };
  if (creation.typesStatus === 'getting' || creation.typesStatus === 'waiting') return <Spinner />;
  if (creation.typesStatus !== 'success') {
    return (
      <p className="form-error" role="alert">
        {t.typesFailed}{' '}
        <button type="button" className="link-button" onClick={() => dispatch(caseCreationRetried())}>{t.retry}</button>
      </p>
    );
  }
  if (creation.caseTypes.length === 0) return <p className="muted">{t.noTypes}</p>;
  return (
    <form id={formId} onSubmit={submit} className="case-creation__form">
      {creation.member && <p className="muted">{t.forMember(creation.member.name)}</p>}
      {!creation.forAnotherUser && user?.protectedIdentity && <p className="notice">{t.protectedIdentity}</p>}
      <fieldset className="choice-group">
        <legend className="visually-hidden">{creation.forAnotherUser ? t.typeQuestionForAnotherUser : t.typeQuestion}</legend>
        {groupCaseTypes(creation.caseTypes).map(({ group, types }) => (
          <fieldset key={group} className="choice-group choice-group--nested">
            <legend className="choice-group__label">{group}</legend>
            {types.map((type) => {
              const description = caseTypeDescription(type.type, creation.forAnotherUser);
              // The radio's name is the type; the line under it is its description (read after it).
              const descriptionId = `${formId}-${type.type}-description`;
              return (
                <label key={type.type} className="choice">
                  <input
                    type="radio"
                    name={`${formId}-type`}
                    value={type.type}
                    checked={creation.draft.caseType === type.type}
                    aria-describedby={description ? descriptionId : undefined}
                    onChange={() => dispatch(caseTypeSelected(type.type))}
                  />
                  <span className="choice__text">
                    <span className="choice__title">{type.title}</span>
                    {description && <span id={descriptionId} className="choice__description" aria-hidden="true">{description}</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
        ))}
      </fieldset>
    </form>
  );
}
