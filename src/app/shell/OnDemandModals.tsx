import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useAppSelector } from '../hooks';
import { selectGdprModalOpen } from '../../features/gdpr/selectors';
import { selectWorkplacePicker } from '../../features/header/selectors';

/**
 * Modals that most sessions never open load with a chunk of their own the first time they open
 * (the first route's budget, ARCHITECTURE §6). Once loaded they stay mounted, so that closing one
 * returns the focus to what opened it.
 */
const WorkplacePicker = lazy(() => import(/* webpackChunkName: "shellModals" */ '../../features/header/components/WorkplacePicker')
  .then((module) => ({ default: module.WorkplacePicker })));
const GdprModal = lazy(() => import(/* webpackChunkName: "shellModals" */ '../../features/gdpr/components/GdprModal')
  .then((module) => ({ default: module.GdprModal })));

function OnDemand({ open, component: Component }: { open: boolean; component: ComponentType }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}

/** 'Välj arbetsplats' (spec §2), mounted by the shell. */
export function WorkplacePickerSlot() {
  const open = useAppSelector((state) => selectWorkplacePicker(state).open);
  return <OnDemand open={open} component={WorkplacePicker} />;
}

/** The GDPR modal for board members without consent (spec §2), mounted by the shell. */
export function GdprModalSlot() {
  const open = useAppSelector(selectGdprModalOpen);
  return <OnDemand open={open} component={GdprModal} />;
}
