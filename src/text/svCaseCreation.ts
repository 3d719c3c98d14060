import { joinSwedishList } from '../domain/swedishList';
import { attachmentTexts } from './svAttachments';

/** The texts of the case-creation modal (its own lazy chunk), in Swedish; strings quoted in the specification are copied exactly. */
export const svCaseCreation = {
  /** Spec §2, step 1. */
  typeQuestion: 'Vad gäller ditt ärende?',
  typeQuestionForAnotherUser: 'Vad gäller ärendet?',
  /** Step 1 for a member with protected identity: where the case goes (src/domain/caseTypesForRole.ts). */
  protectedIdentity: 'Du har skyddad identitet. Därför går ditt ärende bara till förbundets kansli, aldrig till en styrelse eller till de fackliga ombuden på din arbetsplats.',
  next: 'Nästa',
  cancel: 'Avbryt',
  back: 'Tillbaka',
  /** Spec §2, step 2. */
  category: 'Kategori',
  categoryPlaceholder: 'Välj kategori',
  nationalAssociation: 'Nationell förening',
  nationalAssociationPlaceholder: 'Välj nationell förening',
  psychologyAssociation: 'Psykologförening',
  psychologyAssociationPlaceholder: 'Välj psykologförening',
  title: 'Rubrik',
  message: 'Meddelande',
  send: 'Skicka',
  sending: 'Skickar…',
  forMember: (name: string) => `Ärende åt ${name}`,
  /** Spec §2, after success. */
  sentHeading: 'Tack, ditt meddelande är skickat!',
  close: 'Stäng',
  /** Spec §4, §8. */
  failed: 'Det gick inte att skapa ditt ärende. Försök igen.',
  typesFailed: 'Det gick inte att hämta ärendetyperna.',
  retry: 'Försök igen',
  noTypes: 'Det finns inga ärendetyper som du kan skapa här.',
  /** Issue 23: next to a disabled Nästa or Skicka, what is missing. */
  chooseTypeFirst: 'Välj vad ärendet gäller för att gå vidare.',
  missing: (fields: string[]) => `Fyll i ${joinSwedishList(fields)} för att kunna skicka.`,
  missingField: { caseType: 'ärendetyp', association: 'förening', title: 'rubrik', message: 'meddelande' } as Record<string, string>,
  /** Issue 23: each field's own message (GOV.UK: what to do, not what went wrong). */
  fieldErrors: { association: 'Välj en förening.', title: 'Skriv en rubrik.', message: 'Skriv ditt meddelande.' } as Record<string, string>,
  files: attachmentTexts,
} as const;
