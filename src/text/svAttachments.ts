/** The file picker's texts, shared by the case-creation modal and the case page's reply and notes. */
export const attachmentTexts = {
  add: 'Bifoga fil',
  remove: 'Ta bort',
  removeLabel: (name: string) => `Ta bort ${name}`,
  chosen: 'Bifogade filer',
  allowed: (types: string) => `Tillåtna filtyper: ${types}.`,
};
