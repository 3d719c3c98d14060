import { CaseTypeCode } from './caseCatalogue';

/**
 * Issue 23: what each case type is for and who answers, one line each, shown where a member
 * chooses the type (step 1 of 'Nytt ärende'). Who answers follows the receiver rules of spec §5
 * (receiver.ts): the union representatives for the psychology association, the chosen
 * association's board, otherwise the union's head office (förbundets kansli).
 */
interface Guide {
  /** Written to the member. */
  own: string;
  /** The secretariat creating a case on a member's behalf. */
  forMember: string;
}

const guides: Record<string, Guide> = {
  [CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION]: {
    own: 'Frågor om din arbetsplats, till exempel lönesamtal eller omorganisation. Dina fackliga ombud svarar.',
    forMember: 'Frågor om medlemmens arbetsplats. Medlemmens fackliga ombud svarar.',
  },
  [CaseTypeCode.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION]: {
    own: 'Till en nationell förening du är medlem i, om dess nätverk och aktiviteter. Föreningens styrelse svarar.',
    forMember: 'Till en nationell förening som medlemmen är med i. Föreningens styrelse svarar.',
  },
  [CaseTypeCode.COUNSELING]: {
    own: 'Råd om lön, arbetsmiljö, anställningsvillkor eller legitimation. Förbundets kansli svarar.',
    forMember: 'Råd om lön, arbetsmiljö, anställningsvillkor eller legitimation. Förbundets kansli svarar.',
  },
  [CaseTypeCode.YOUR_MEMBERSHIP]: {
    own: 'Avgifter, medlemsförmåner eller ändringar i ditt medlemskap. Förbundets kansli svarar.',
    forMember: 'Avgifter, medlemsförmåner eller ändringar i medlemskapet. Förbundets kansli svarar.',
  },
  [CaseTypeCode.OTHER]: {
    own: 'Allt annat du vill fråga förbundet om. Förbundets kansli svarar.',
    forMember: 'Allt annat som medlemmen vill fråga förbundet om. Förbundets kansli svarar.',
  },
  [CaseTypeCode.BOARD_MATTER]: {
    own: 'En fråga för föreningens styrelse. Styrelsen ser den bland föreningens ärenden.',
    forMember: 'En fråga för föreningens styrelse. Styrelsen ser den bland föreningens ärenden.',
  },
};

/** The line under a case type where it is chosen; null for a type without one. */
export function caseTypeDescription(type: string, forAnotherUser = false): string | null {
  const guide = guides[type];
  if (!guide) return null;
  return forAnotherUser ? guide.forMember : guide.own;
}
