import { useId } from 'react';

/** A labelled search box of a list; the value lives in the store (and the URL). */
export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field search-field" role="search">
      <label htmlFor={id} className="field__label">{label}</label>
      <input id={id} className="input" type="search" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </div>
  );
}
