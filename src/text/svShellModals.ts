/** The texts of the shell's dialogs (the 'shellModals' chunk: the workplace picker, the board's GDPR consent), in Swedish. */
export const svWorkplacePicker = {
  heading: 'Välj arbetsplats',
  question: 'Vilken arbetsplats vill du gå till?',
  search: 'Sök arbetsplats',
  none: 'Inga arbetsplatser hittades',
  loadFailed: 'Det gick inte att hämta arbetsplatserna.',
  close: 'Stäng',
} as const;

export const svGdpr = {
  heading: 'Välkommen till Min sida!',
  text: 'Som förtroendevald i styrelsen får du tillgång till personuppgifter om föreningens medlemmar. Uppgifterna får bara användas för föreningens arbete och ska hanteras enligt dataskyddsförordningen (GDPR).',
  accept: 'Godkänn',
  cancel: 'Avbryt och logga ut',
  saving: 'Sparar…',
  failed: 'Det gick inte att spara ditt godkännande. Försök igen.',
} as const;
