import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CaseDetail } from '../../../api/caseHandlingTypes';
import type { CaseType, CodeTitle, User } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { svCasePage } from '../../../text/svCasePage';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { caseModalClosed } from '../../cases/caseModals';
import { selectCaseTypesOfList, selectOpenCaseModal } from '../../cases/selectors';
import { administratorsSubmitted, categorySubmitted, tagToggled, tagsSubmitted } from '../casePageActions';
import { type Alternatives, type CasePageModal } from '../casePageSlice';
import {
  selectAdministratorAlternatives, selectCaseBusy, selectCaseTypeAlternatives, selectSelectedTags, selectTagAlternatives,
} from '../selectors';
import { mayChangeTagsAndType } from './access';

const t = svCasePage.casePage.modals;

/**
 * The role (administrators), category and tag modals of spec §4. Which one is open lives in the
 * cases slice (`openModal`), so at most one of them, or the case-creation modal, is open. Escape,
 * the close button and Avbryt close it; the focus goes back to its 'Ändra'.
 */
export function CaseModals({ detail, user }: { detail: CaseDetail; user: User }) {
  const open = useAppSelector(selectOpenCaseModal);
  const busy = useAppSelector(selectCaseBusy);
  if (!detail.access.mayManage) return null;
  const tagsAndType = mayChangeTagsAndType(user, detail);
  return (
    <>
      <CaseModal modal="role" title={t.administrators} open={open === 'role'} busy={busy.administrators}>
        {(formId) => <AdministratorsForm formId={formId} detail={detail} />}
      </CaseModal>
      <CaseModal modal="category" title={t.category} open={open === 'category'} busy={busy.category}>
        {(formId) => <CategoryForm formId={formId} detail={detail} mayChangeType={tagsAndType} />}
      </CaseModal>
      {tagsAndType && (
        <CaseModal modal="tag" title={t.tags} open={open === 'tag'} busy={busy.tags}>
          {(formId) => <TagsForm formId={formId} detail={detail} />}
        </CaseModal>
      )}
    </>
  );
}

/** A modal whose body is a form (mounted afresh each time it opens) and whose footer saves or cancels. */
function CaseModal({ modal, title, open, busy, children }: {
  modal: CasePageModal; title: string; open: boolean; busy: boolean; children: (formId: string) => ReactNode;
}) {
  const dispatch = useAppDispatch();
  const formId = useId();
  const close = () => dispatch(caseModalClosed(modal));
  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      footer={(
        <>
          <button type="button" className="button" onClick={close}>{t.cancel}</button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>{t.save}</button>
        </>
      )}
    >
      {children(formId)}
    </Modal>
  );
}

function AlternativesState({ alternatives, empty }: { alternatives: Alternatives<unknown>; empty: string }) {
  if (alternatives.status === 'getting' || alternatives.status === 'waiting') return <Spinner />;
  if (alternatives.status !== 'success') return <p className="form-error" role="alert">{t.loadFailed}</p>;
  return alternatives.items.length === 0 ? <p className="muted">{empty}</p> : null;
}

const toggled = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
const submitted = (then: () => void) => (event: FormEvent) => {
  event.preventDefault();
  then();
};

function Checkbox({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="case-checkbox">
      <input type="checkbox" checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

/** The role modal: who is responsible for the case (the alternatives, and those responsible now). */
function AdministratorsForm({ formId, detail }: { formId: string; detail: CaseDetail }) {
  const dispatch = useAppDispatch();
  const alternatives = useAppSelector(selectAdministratorAlternatives);
  const current = detail.users.filter((u) => u.isAdministrating);
  const [chosen, setChosen] = useState(() => current.map((u) => u.id));
  const people = [...current, ...alternatives.items.filter((u) => !current.some((c) => c.id === u.id))];
  return (
    <form id={formId} onSubmit={submitted(() => dispatch(administratorsSubmitted({ caseId: detail.id, userIds: chosen })))}>
      <fieldset className="case-choices">
        <legend>{t.administratorsHint}</legend>
        {people.map((person) => (
          <Checkbox key={person.id} checked={chosen.includes(person.id)} onChange={() => setChosen((ids) => toggled(ids, person.id))}>{person.name}</Checkbox>
        ))}
      </fieldset>
      <AlternativesState alternatives={alternatives} empty={t.none} />
    </form>
  );
}

/**
 * The category modal: the case type (secretariat, spec §6; the types it may change to) and the
 * sub-categories of the chosen type. A new type starts without sub-categories.
 */
function CategoryForm({ formId, detail, mayChangeType }: { formId: string; detail: CaseDetail; mayChangeType: boolean }) {
  const dispatch = useAppDispatch();
  const catalogue = useAppSelector(selectCaseTypesOfList);
  const alternatives = useAppSelector(selectCaseTypeAlternatives);
  const typeId = useId();
  const [type, setType] = useState(detail.caseType.type);
  const [subCategories, setSubCategories] = useState(() => detail.subCategories.map((s) => s.type));
  const known = catalogue.find((c) => c.type === detail.caseType.type);
  const currentType: CaseType = {
    ...detail.caseType,
    subCategories: [...(known?.subCategories ?? []), ...detail.subCategories.filter((s) => !known?.subCategories.some((k) => k.type === s.type))],
    nationalAssociations: [],
    psychologyAssociations: [],
  };
  const types = [currentType, ...(mayChangeType ? alternatives.items.filter((c) => c.type !== currentType.type) : [])];
  const chosenType = types.find((c) => c.type === type) ?? currentType;
  return (
    <form
      id={formId}
      onSubmit={submitted(() => dispatch(categorySubmitted({ caseId: detail.id, caseType: chosenType.type, subCategories })))}
    >
      {mayChangeType && (
        <div className="case-field">
          <label htmlFor={typeId} className="case-field__label">{t.caseType}</label>
          <select
            id={typeId}
            className="input"
            value={chosenType.type}
            onChange={(event) => {
              setType(event.target.value);
              setSubCategories([]);
            }}
          >
            {types.map((c) => <option key={c.type} value={c.type}>{c.title}</option>)}
          </select>
          {alternatives.status !== 'success' && <AlternativesState alternatives={alternatives} empty={t.none} />}
        </div>
      )}
      <fieldset className="case-choices">
        <legend>{t.subCategories}</legend>
        {chosenType.subCategories.length === 0 && <p className="muted">{t.none}</p>}
        {chosenType.subCategories.map((s: CodeTitle) => (
          <Checkbox key={s.type} checked={subCategories.includes(s.type)} onChange={() => setSubCategories((ids) => toggled(ids, s.type))}>{s.title}</Checkbox>
        ))}
      </fieldset>
    </form>
  );
}

/** The tag modal: the tags of the case's type; the selection is the store's (spec §3 'selected tags'). */
function TagsForm({ formId, detail }: { formId: string; detail: CaseDetail }) {
  const dispatch = useAppDispatch();
  const alternatives = useAppSelector(selectTagAlternatives);
  const selected = useAppSelector(selectSelectedTags);
  return (
    <form id={formId} onSubmit={submitted(() => dispatch(tagsSubmitted({ caseId: detail.id, tags: selected })))}>
      <fieldset className="case-choices">
        <legend>{t.tags}</legend>
        {alternatives.items.map((tag) => (
          <Checkbox key={tag.type} checked={selected.includes(tag.type)} onChange={() => dispatch(tagToggled({ type: tag.type }))}>{tag.title}</Checkbox>
        ))}
      </fieldset>
      <AlternativesState alternatives={alternatives} empty={t.noTags} />
    </form>
  );
}
