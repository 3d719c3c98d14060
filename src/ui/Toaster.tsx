import { sv } from '../text/sv';
import { CloseIcon } from './icons';

export interface ToasterProps {
  toast: { id: string; type: 'info' | 'error'; text: string } | null;
  leaving: boolean;
  onClose: (id: string) => void;
}

/** The toaster view: one message at a time, with its type; it fades out (about 200 ms). */
export function Toaster({ toast, leaving, onClose }: ToasterProps) {
  return (
    <div className="toaster" aria-label={sv.toasts.region} role="region">
      <div aria-live="polite" aria-atomic="true">
        {toast && (
          <div className={`toast toast--${toast.type}${leaving ? ' toast--leaving' : ''}`} role={toast.type === 'error' ? 'alert' : 'status'}>
            <span className="toast__text">{toast.text}</span>
            <button type="button" className="toast__close icon-button" onClick={() => onClose(toast.id)} aria-label={sv.toasts.close}>
              <CloseIcon />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
