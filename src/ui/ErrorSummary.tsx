import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { sv } from '../text/sv';

/** A problem of a form: by its field (a link to it), or of the whole form (no field). */
export interface ErrorSummaryItem { fieldId: string | null; text: string }

/**
 * GOV.UK's error summary (issue 23): at the top of a form after a refused submit, every problem
 * as a link to its field. The same heading on every form, 'Det finns ett problem' (issue 34). It
 * takes the focus each time `attempt` grows: a refusal of the form's own check or of the server.
 */
export function ErrorSummary({ items, attempt }: { items: ErrorSummaryItem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (items.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    document.getElementById(fieldId)?.focus();
  };
  const headingId = `${items.find((item) => item.fieldId)?.fieldId ?? 'form'}-summary`;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId} className="error-summary__heading">{sv.forms.errorSummary}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.fieldId ?? item.text}>
            {item.fieldId ? <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId as string)}>{item.text}</a> : item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How many times a form's submit was refused by the server: it grows when a submit under way
 * (`busy`) ends refused, so the summary takes the focus then too (issue 34), not only after the
 * form's own check.
 */
export function useServerRefusals(busy: boolean, refused: boolean): number {
  const [count, setCount] = useState(0);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && refused) setCount((n) => n + 1);
    wasBusy.current = busy;
  }, [busy, refused]);
  return count;
}

/** A field's own message, above its input (GOV.UK), tied to it by the input's aria-describedby. */
export function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return <p id={id} className="form-error field__error"><span className="visually-hidden">Fel: </span>{text}</p>;
}
