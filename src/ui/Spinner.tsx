import { useEffect, useState } from 'react';
import { sv } from '../text/sv';

/** Spec §9: spinner delay 200 ms (quick answers never flash a spinner). */
export const SPINNER_DELAY_MS = 200;

export function Spinner({ label = sv.shell.loading, delayMs = SPINNER_DELAY_MS }: { label?: string; delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return <div className="spinner spinner--pending" aria-hidden="true" />;
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
