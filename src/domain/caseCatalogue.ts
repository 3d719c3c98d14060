/**
 * Reference data of cases: the case types with their sub-categories, and the tags (spec §3, §6, §9).
 * The server seeds its tables from here; the SPA uses the same labels.
 */

export const CaseTypeCode = {
  DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION',
  DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION: 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION',
  COUNSELING: 'COUNSELING',
  YOUR_MEMBERSHIP: 'YOUR_MEMBERSHIP',
  OTHER: 'OTHER',
  BOARD_MATTER: 'BOARD_MATTER',
} as const;
export type CaseTypeCode = (typeof CaseTypeCode)[keyof typeof CaseTypeCode];

export const SubCategoryCode = {
  ECONOMY: 'ECONOMY',
  MEMBER_BENEFITS: 'MEMBER_BENEFITS',
  MEMBERSHIP_CHANGE: 'MEMBERSHIP_CHANGE',
  SALARY: 'SALARY',
  WORK_ENVIRONMENT: 'WORK_ENVIRONMENT',
  EMPLOYMENT_TERMS: 'EMPLOYMENT_TERMS',
  LICENSE: 'LICENSE',
} as const;

export interface CatalogueEntry {
  type: CaseTypeCode;
  title: string;
  /** The group label of spec §9 (Anställningsärenden, Rådgivningsärenden, Medlemskapsärenden, Styrelseärenden). */
  groupLabel: string;
  subCategories: { type: string; title: string }[];
}

export const caseCatalogue: CatalogueEntry[] = [
  {
    type: CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION,
    title: 'Kontakta din psykologförening',
    groupLabel: 'Anställningsärenden',
    subCategories: [],
  },
  {
    type: CaseTypeCode.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION,
    title: 'Kontakta en nationell förening',
    groupLabel: 'Medlemskapsärenden',
    subCategories: [],
  },
  {
    type: CaseTypeCode.COUNSELING,
    title: 'Rådgivning',
    groupLabel: 'Rådgivningsärenden',
    subCategories: [
      { type: SubCategoryCode.SALARY, title: 'Lön' },
      { type: SubCategoryCode.WORK_ENVIRONMENT, title: 'Arbetsmiljö' },
      { type: SubCategoryCode.EMPLOYMENT_TERMS, title: 'Anställningsvillkor' },
      { type: SubCategoryCode.LICENSE, title: 'Legitimation' },
    ],
  },
  {
    type: CaseTypeCode.YOUR_MEMBERSHIP,
    title: 'Ditt medlemskap',
    groupLabel: 'Medlemskapsärenden',
    subCategories: [
      { type: SubCategoryCode.ECONOMY, title: 'Ekonomi och avgifter' },
      { type: SubCategoryCode.MEMBER_BENEFITS, title: 'Medlemsförmåner' },
      { type: SubCategoryCode.MEMBERSHIP_CHANGE, title: 'Ändring av medlemskap' },
    ],
  },
  {
    type: CaseTypeCode.OTHER,
    title: 'Övrigt',
    groupLabel: 'Rådgivningsärenden',
    subCategories: [],
  },
  {
    type: CaseTypeCode.BOARD_MATTER,
    title: 'Styrelseärende',
    groupLabel: 'Styrelseärenden',
    subCategories: [],
  },
];

export interface TagEntry {
  type: string;
  title: string;
  /** The case type the tag belongs to; null: every type that has tags. */
  caseType: CaseTypeCode | null;
}

/** Tags exist only for some case types (spec §7, TagAlternatives). */
export const tagCatalogue: TagEntry[] = [
  { type: 'URGENT', title: 'Brådskande', caseType: null },
  { type: 'FOLLOW_UP', title: 'Uppföljning', caseType: null },
  { type: 'SALARY_REVIEW', title: 'Lönerevision', caseType: CaseTypeCode.COUNSELING },
  { type: 'REHABILITATION', title: 'Rehabilitering', caseType: CaseTypeCode.COUNSELING },
  { type: 'TERMINATION', title: 'Uppsägning', caseType: CaseTypeCode.COUNSELING },
  { type: 'INVOICE', title: 'Faktura', caseType: CaseTypeCode.YOUR_MEMBERSHIP },
  { type: 'FEE_REDUCTION', title: 'Avgiftsbefrielse', caseType: CaseTypeCode.YOUR_MEMBERSHIP },
];

/**
 * The case types that offer sub-categories ("Kategori"), as the catalogue above gives them (a domain
 * test holds the two together); a list of its own so that the SPA does not carry the catalogue.
 */
export const typesWithSubCategories: CaseTypeCode[] = [CaseTypeCode.COUNSELING, CaseTypeCode.YOUR_MEMBERSHIP];

/** The case types that carry tags at all. */
export const typesWithTags: CaseTypeCode[] = [CaseTypeCode.COUNSELING, CaseTypeCode.YOUR_MEMBERSHIP, CaseTypeCode.OTHER];

/**
 * Spec §9 case type labels: the groups types are shown under where they are chosen or filtered.
 * The spec names the four labels without saying which type goes where; read as a member would
 * (issue 23): contact with the union representatives at one's workplace is about employment,
 * counselling and other questions are advice, one's membership and the national associations
 * one belongs to are membership, board matters the board's.
 */
export const CaseTypeGroup = {
  EMPLOYMENT: 'Anställningsärenden',
  COUNSELING: 'Rådgivningsärenden',
  MEMBERSHIP: 'Medlemskapsärenden',
  BOARD: 'Styrelseärenden',
} as const;
export type CaseTypeGroup = (typeof CaseTypeGroup)[keyof typeof CaseTypeGroup];

const groupOfType: Record<string, CaseTypeGroup> = {
  [CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION]: CaseTypeGroup.EMPLOYMENT,
  [CaseTypeCode.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION]: CaseTypeGroup.MEMBERSHIP,
  [CaseTypeCode.COUNSELING]: CaseTypeGroup.COUNSELING,
  [CaseTypeCode.OTHER]: CaseTypeGroup.COUNSELING,
  [CaseTypeCode.YOUR_MEMBERSHIP]: CaseTypeGroup.MEMBERSHIP,
  [CaseTypeCode.BOARD_MATTER]: CaseTypeGroup.BOARD,
};

/** The types in their groups, groups in the order of spec §9, types in the order given; unknown types under counselling. */
export function groupCaseTypes<T extends { type: string }>(types: readonly T[]): { group: CaseTypeGroup; types: T[] }[] {
  return Object.values(CaseTypeGroup)
    .map((group) => ({ group, types: types.filter((t) => (groupOfType[t.type] ?? CaseTypeGroup.COUNSELING) === group) }))
    .filter((entry) => entry.types.length > 0);
}
