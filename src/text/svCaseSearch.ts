/**
 * The texts of the hits of 'Sök i ärenden' (issue 36), in Swedish: only the caseSearch chunk
 * needs them (the box's own texts are in svCases.ts, with the case lists).
 */
export const svCaseSearch = {
  heading: 'Sökresultat',
  searching: 'Söker …',
  count: (total: number, from: number, to: number, term: string) => (total <= to - from + 1
    ? `${total} ${total === 1 ? 'träff' : 'träffar'} för ”${term}”`
    : `Visar ${from}–${to} av ${total} träffar för ”${term}”`),
  none: (term: string) => `Inga ärenden hittades för ”${term}”.`,
  noneHint: 'Prova ett annat ord, färre ord eller ordets grundform.',
  /** What is searched (spec §6: notes and tags only for those who read them). */
  scope: 'Sökningen gäller ärendenummer, rubrik, meddelanden och medlemmens namn, och för handläggare även anteckningar och taggar.',
  failed: 'Det gick inte att söka just nu.',
  sort: 'Sortera träffar',
  sorts: { relevance: 'Bäst träff först', date: 'Senast ändrade först' },
  sources: { number: 'Ärendenummer', title: 'Rubrik', message: 'Meddelande', note: 'Anteckning', tag: 'Tagg', owner: 'Medlem' },
  updated: (date: string) => `Ändrat ${date}`,
} as const;
