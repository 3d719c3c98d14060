import { useEffect, useRef, type MouseEvent } from 'react';

export interface ErrorSummaryItem { fieldId: string; text: string }

/**
 * GOV.UK's error summary (issue 23): at the top of a form after a refused submit, every problem
 * as a link to its field. It takes the focus each time `attempt` grows.
 */
export function ErrorSummary({ heading, items, attempt }: { heading: string; items: ErrorSummaryItem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (items.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    document.getElementById(fieldId)?.focus();
  };
  const headingId = `${items[0].fieldId}-summary`;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId} className="error-summary__heading">{heading}</h2>
      <ul>
        {items.map((item) => <li key={item.fieldId}><a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>{item.text}</a></li>)}
      </ul>
    </div>
  );
}

/** A field's own message, above its input (GOV.UK), tied to it by the input's aria-describedby. */
export function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return <p id={id} className="form-error field__error"><span className="visually-hidden">Fel: </span>{text}</p>;
}
