import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { svGdpr } from '../../../text/svShellModals';
import { Modal } from '../../../ui/Modal';
import { gdprAccepted, gdprDeclined } from '../gdprSlice';
import { selectGdpr } from '../selectors';

/**
 * Spec §2: 'Välkommen till Min sida!' for board members without consent; Godkänn accepts, cancel
 * signs out. Escape does not dismiss it: consent must be answered before the portal is used.
 */
export function GdprModal() {
  const gdpr = useAppSelector(selectGdpr);
  const dispatch = useAppDispatch();
  const t = svGdpr;
  const submitting = gdpr.status === 'submitting';
  return (
    <Modal
      open={gdpr.modalOpen}
      title={t.heading}
      className="modal--small"
      footer={(
        <>
          <button type="button" className="button" onClick={() => dispatch(gdprDeclined())} disabled={submitting}>{t.cancel}</button>
          <button type="button" className="button button--primary" onClick={() => dispatch(gdprAccepted())} disabled={submitting}>
            {submitting ? t.saving : t.accept}
          </button>
        </>
      )}
    >
      <p>{t.text}</p>
      {(gdpr.status === 'error' || gdpr.status === 'unauthorised') && gdpr.error && <p className="form-error" role="alert">{t.failed}</p>}
    </Modal>
  );
}
