/**
 * Mount point of the case-creation modal (spec §2: the shell always renders it). The
 * caseCreation feature (src/features/caseCreation) renders its modal here; it opens on its own
 * slice's state, so the shell needs no props.
 */
export function CaseCreationSlot() {
  return null;
}
