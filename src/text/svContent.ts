/** The news and course texts the sagas need (toasts); the screens' texts are in svNews.ts, in their chunk. */
export const svContent = {
  postPublished: 'Din nyhet är publicerad.',
  postUpdated: 'Nyheten är ändrad.',
  postDeleted: 'Nyheten är borttagen.',
  postDeleteFailed: 'Det gick inte att ta bort nyheten.',
  coursePublished: 'Din kurs är publicerad.',
  courseUpdated: 'Kursen är ändrad.',
  courseDeleted: 'Kursen är borttagen.',
  courseDeleteFailed: 'Det gick inte att ta bort kursen.',
} as const;
