import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DropdownProps {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** The button's content and accessible name. */
  button: ReactNode;
  buttonLabel?: string;
  buttonClassName?: string;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * A disclosure menu: a button that shows a panel of links. Escape and a click outside close it;
 * after Escape the focus goes back to the button. Tab moves through the links. The panel's
 * content is rendered only while it is open.
 */
export function Dropdown({ open, onToggle, onClose, button, buttonLabel, buttonClassName, className, panelClassName, children }: DropdownProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    // A modal opened from the menu handles its own keys and clicks (the workplace picker closes
    // the main menu as it opens).
    const inModal = (target: EventTarget | null) => target instanceof Element && target.closest('dialog[open]') !== null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (inModal(event.target)) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onClose();
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (inModal(event.target)) return;
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) onClose();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (inModal(event.target)) return;
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, onClose]);

  return (
    <div ref={rootRef} className={`dropdown ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={onToggle}
      >
        {button}
      </button>
      {/* The panel's content only while open: a closed menu renders none of its links (the header's
          menus re-render with the user, the lists and the counts; issue 38). */}
      <div id={panelId} className={`dropdown__panel ${panelClassName ?? ''}`} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
