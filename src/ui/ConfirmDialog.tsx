import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  busyText: string;
  cancel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone (a delete); Escape and Avbryt say no. */
export function ConfirmDialog({ open, title, text, confirm, busyText, cancel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={busy ? undefined : onCancel}
      className="modal--small"
      footer={(
        <>
          <button type="button" className="button" onClick={onCancel} disabled={busy}>{cancel}</button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>{busy ? busyText : confirm}</button>
        </>
      )}
    >
      <p>{text}</p>
    </Modal>
  );
}
