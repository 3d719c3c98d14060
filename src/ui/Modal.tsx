import { useEffect, useId, useRef, type ReactNode } from 'react';
import { sv } from '../text/sv';
import { CloseIcon } from './icons';

interface ModalProps {
  open: boolean;
  title: string;
  /** Escape, the close button or the backdrop; omit it for a modal that must be answered. */
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog> (focus trap, Escape and top layer from the browser). Focus goes
 * back to what opened it when it closes.
 */
export function Modal({ open, title, onClose, children, footer, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Focus the dialog's content, not its first button (which may be a cancel that signs out).
      content.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      // Back to what opened it; a modal that opened by itself (GDPR) hands the focus to the page's main region.
      const back = opener.current && opener.current !== document.body && opener.current.isConnected ? opener.current : document.getElementById('main');
      back?.focus();
      opener.current = null;
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // Escape: the browser fires 'cancel'; the store decides whether the modal closes.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [onClose]);

  return (
    <dialog ref={ref} className={`modal ${className ?? ''}`} aria-labelledby={titleId}>
      {open && (
        <div className="modal__content" ref={content} tabIndex={-1}>
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">{title}</h2>
            {onClose && (
              <button type="button" className="modal__close icon-button" onClick={onClose} aria-label={sv.modal.close}>
                <CloseIcon />
              </button>
            )}
          </div>
          <div className="modal__body">{children}</div>
          {footer && <div className="modal__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
