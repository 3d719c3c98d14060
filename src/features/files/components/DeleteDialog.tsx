import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../ui/Modal';
import { svDocuments } from '../../../text/svDocuments';
import type { FilesAreaKey } from '../documentRoutes';
import { deleteCancelled, deleteConfirmed } from '../filesSlice';
import { selectConfirmingDelete, selectFileItems } from '../selectors';

const t = svDocuments.confirmDelete;

/** Deleting asks first (issue 10). */
export function DeleteDialog({ area }: { area: FilesAreaKey }) {
  const id = useAppSelector(selectConfirmingDelete);
  const file = useAppSelector(selectFileItems).find((f) => f.id === id) ?? null;
  const dispatch = useAppDispatch();
  const cancel = () => dispatch(deleteCancelled());
  return (
    <Modal
      open={file !== null}
      title={t.title}
      onClose={cancel}
      className="modal--small"
      footer={file && (
        <>
          <button type="button" className="button" onClick={cancel}>{t.cancel}</button>
          <button type="button" className="button button--primary" onClick={() => dispatch(deleteConfirmed({ id: file.id, area }))}>{t.confirm}</button>
        </>
      )}
    >
      {file && <p>{t.text(file.fileName)}</p>}
    </Modal>
  );
}
