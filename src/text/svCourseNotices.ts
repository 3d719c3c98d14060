/**
 * Issue 25: the few course sign-up texts outside the courses chunk (the toasts of the sagas, Min
 * översikt's section), kept apart so the first route does not carry the course page's texts.
 */
export const svCourseNotices = {
  cancelFailed: 'Det gick inte att avanmäla dig. Försök igen.',
  removed: (name: string) => `${name} är borttagen från kursen.`,
  removeFailed: 'Det gick inte att ta bort deltagaren.',
  exportFailed: 'Det gick inte att exportera deltagarlistan.',
  mine: 'Mina anmälningar',
  /** Issue 34: the page of its own. */
  minePath: '/kurser/mina-anmalningar',
  allMine: 'Alla mina anmälningar',
  allCourses: 'Alla kurser',
  mineRegistered: 'Anmäld',
  mineWaiting: (place: number | null) => `Väntelista, plats ${place ?? '–'}`,
} as const;
