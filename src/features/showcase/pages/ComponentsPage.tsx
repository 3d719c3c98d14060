import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { svShowcase } from '../../../text/svShowcase';
import { Dropdown } from '../../../ui/Dropdown';
import { EmptyList } from '../../../ui/EmptyList';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { toastRequested } from '../../toasts/toastsSlice';

/** /components: the component showcase (public, development only, not linked for users). */
export default function ComponentsPage() {
  const dispatch = useAppDispatch();
  const [modalOpen, setModalOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const t = svShowcase;
  return (
    <section className="page">
      <h1>{t.heading}</h1>
      <div className="showcase">
        <button type="button" className="button" onClick={() => setModalOpen(true)}>{t.openModal}</button>
        <Modal open={modalOpen} title={t.modalHeading} onClose={() => setModalOpen(false)}>
          <p>{t.modalText}</p>
        </Modal>
        <Dropdown
          open={menuOpen}
          onToggle={() => setMenuOpen((open) => !open)}
          onClose={() => setMenuOpen(false)}
          button={t.dropdown}
          buttonClassName="button"
          panelClassName="menu-panel"
        >
          <ul className="menu-list">
            <li><a href="#ett">1</a></li>
            <li><a href="#tva">2</a></li>
          </ul>
        </Dropdown>
        <button type="button" className="button" onClick={() => dispatch(toastRequested({ text: t.toastInfoText }))}>{t.toastInfo}</button>
        <button type="button" className="button" onClick={() => dispatch(toastRequested({ text: t.toastErrorText, type: 'error' }))}>{t.toastError}</button>
        <Spinner delayMs={0} />
        <EmptyList group={t.emptyGroup} />
        <EmptyList group={t.emptyGroup} searched />
      </div>
    </section>
  );
}
