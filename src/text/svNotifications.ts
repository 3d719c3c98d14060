import { NOTICE_KIND_LABELS } from '../domain/notificationMessages';

/** Texts of the notice settings (issue 24): /min-profil's section and /aviseringar. */
export const svNotifications = {
  heading: 'E-postaviseringar',
  intro: 'Vi mejlar när något händer i dina ärenden och dina kursanmälningar. Mejlet om ett ärende innehåller aldrig vad som står i ärendet, bara en länk till det. Du loggar in för att läsa.',
  address: 'Mejlen skickas till',
  noAddress: 'Det finns ingen e-postadress i din profil, så du får inga mejl. Kontakta kansliet för att lägga till en.',
  bounce: (address: string) => `Vi kunde inte leverera e-post till ${address}. Vi skickar inga fler mejl dit förrän du sparar inställningarna igen (gör det när adressen är rättad).`,
  kindsLegend: 'Skicka e-post om',
  kinds: NOTICE_KIND_LABELS,
  listsLegend: 'Bevaka ärendelistor',
  listsHint: 'Få e-post när ett nytt ärende kommer in i listan, och när medlemmen svarar i ett ärende som ingen är ansvarig för.',
  summaryLegend: 'Hur ofta',
  summaryEach: 'Ett mejl per händelse',
  summaryDaily: 'En sammanfattning per dag (kl. 7)',
  summaryHint: 'Gäller nya ärenden och meddelanden i ärenden som du handlägger.',
  save: 'Spara inställningar',
  saving: 'Sparar …',
  saved: 'Dina inställningar är sparade.',
  saveFailed: 'Det gick inte att spara inställningarna. Försök igen.',
  loadFailed: 'Det gick inte att hämta dina inställningar. Försök att ladda om sidan.',
};
