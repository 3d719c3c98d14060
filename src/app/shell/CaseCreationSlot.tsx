import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../hooks';
import { selectCaseCreationOpen } from '../../features/caseCreation/openRequest';

/** The modal's code is a chunk of its own, loaded when it first opens (the first route's budget, ARCHITECTURE §6). */
const CaseCreationModal = lazy(() => import(/* webpackChunkName: "caseCreation" */ '../../features/caseCreation/components/CaseCreationModal'));

/**
 * Mount point of the case-creation modal (spec §2: the shell always renders it). It opens on the
 * store (`state.cases.openModal === 'createCase'`); once loaded it stays mounted, so that closing
 * it returns the focus to what opened it.
 */
export function CaseCreationSlot() {
  const open = useAppSelector(selectCaseCreationOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CaseCreationModal />
    </Suspense>
  );
}
