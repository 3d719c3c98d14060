/** The header's search field (main chunk: kept to a few strings; the results' texts are in svMembers.ts). */
export const svSearch = {
  open: 'Sök i portalen',
  close: 'Stäng sökningen',
  field: 'Sök ärenden, medlemmar och mer',
};
