import { useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { svWorkplacePicker } from '../../../text/svShellModals';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { workplacePickerClosed } from '../headerSlice';
import { selectWorkplacePicker } from '../selectors';

const SEARCH_FROM = 4;

/** 'Välj arbetsplats' ('Vilken arbetsplats vill du gå till?') for a work association with several workplaces. */
export function WorkplacePicker() {
  const picker = useAppSelector(selectWorkplacePicker);
  const dispatch = useAppDispatch();
  const [query, setQuery] = useState('');
  const t = svWorkplacePicker;
  const needle = query.trim().toLocaleLowerCase('sv');
  const workplaces = picker.workplaces.filter((w) => w.name.toLocaleLowerCase('sv').includes(needle));
  return (
    <Modal open={picker.open} title={t.heading} onClose={() => dispatch(workplacePickerClosed())} className="modal--small">
      <p>{t.question}</p>
      {picker.status === 'getting' && <Spinner />}
      {(picker.status === 'error' || picker.status === 'unauthorised') && <p className="form-error">{t.loadFailed}</p>}
      {picker.status === 'success' && (
        <>
          {picker.workplaces.length >= SEARCH_FROM && (
            <input type="search" className="input" aria-label={t.search} placeholder={t.search} value={query} onChange={(e) => setQuery(e.target.value)} />
          )}
          {workplaces.length === 0 ? (
            <p className="muted">{t.none}</p>
          ) : (
            <ul className="choice-list">
              {workplaces.map((workplace) => (
                <li key={workplace.id}>
                  <Link className="choice-list__item" to={`/organisation/${picker.associationId}/arbetsplats/${workplace.id}`}>{workplace.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
