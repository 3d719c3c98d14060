/**
 * Every user-visible string of the portal, in Swedish. Strings quoted in the specification are
 * copied exactly from it (including its spelling); the rest follow the same tone. The texts of the
 * case lists and the case-creation modal are in svCases.ts and svCaseCreation.ts, which load with their lazy chunks.
 */
export const sv = {
  app: {
    /** The second half of every page title: '{title} | {association name}' (spec §1). */
    associationName: 'Psykologförbundet',
    skipToContent: 'Till innehållet',
  },
  titles: {
    overview: 'Min översikt',
    organisation: 'Föreningen',
    board: 'Styrelsen',
    news: 'Aktuellt',
    post: 'Nyhet',
    documents: 'Dokument',
    courses: 'Kurser',
    course: 'Kurs',
    myCourseRegistrations: 'Mina anmälningar',
    memberSearch: 'Sök medlem',
    searchResults: 'Sökresultat',
    member: 'Medlem',
    workplace: 'Arbetsplats',
    contentPage: 'Sida',
    secretariat: 'Kansliet',
    intranet: 'Intranätet',
    cases: 'Ärenden',
    memberCases: 'Mina ärenden',
    secretariatCases: 'Kansliets ärenden',
    economistCases: 'Vasabyråns ärenden',
    case: 'Ärende',
    profile: 'Min profil',
    notifications: 'E-postaviseringar',
    registerExtract: 'Mina uppgifter',
    mailDelivery: 'E-postleveranser',
    savedReplies: 'Svarsmallar',
    statistics: 'Statistik',
    components: 'Komponenter',
    signingIn: 'Loggar in...',
    authError: 'Inloggningen misslyckades',
    signedOut: 'Du är utloggad',
    notFound: 'Sidan finns inte',
    error: 'Något gick fel',
  },
  shell: {
    loading: 'Laddar…',
    accessDeniedHeading: 'Åtkomst nekad',
    accessDeniedText: 'Du har inte behörighet att se den här sidan',
    errorHeading: 'Något gick fel',
    errorText: 'Ett oväntat fel inträffade.',
    errorReload: 'Försök att ladda om sidan.',
    notFoundHeading: 'Sidan finns inte',
    notFoundText: 'Sidan du söker finns inte eller har flyttats.',
    notFoundHome: 'Till startsidan',
    goBack: 'Gå tillbaka',
    accessDeniedHint: 'Tror du att du borde ha tillgång? Kontakta förbundets kansli.',
  },
  auth: {
    signingIn: 'Loggar in...',
    // The pages' own texts: svAuthPages.ts.
    /** The auth errors of spec §8, shown on /auth/error. */
    errors: {
      tokenRequestFailed: 'Token request failed',
      invalidToken: 'Invalid token retreived',
      missingStateOrCode: 'Missing state/code in callback params',
      incorrectState: 'Incorrect state',
      silentTimeout: 'Timeout, not signed in',
      notSignedIn: 'Not signed in',
    },
  },
  header: {
    logo: 'Min sida',
    logoHome: 'Min sida, till startsidan',
    mainMenu: 'Meny',
    mainNavigation: 'Huvudmeny',
    overview: 'Min översikt',
    myWorkplace: 'Min arbetsplats',
    news: 'Aktuellt',
    courses: 'Kurser',
    myCourseRegistrations: 'Mina anmälningar',
    documents: 'Dokument',
    board: 'Styrelsen',
    boardOf: (name: string) => `Styrelsen, ${name}`,
    intranet: 'Intranätet',
    intranetUnread: (count: number) => `${count} olästa`,
    myAssociations: 'Mina föreningar och nätverk',
    associations: 'Föreningar och nätverk',
    psychologyAssociations: 'Psykologföreningar',
    nationalAssociations: 'Nationella föreningar',
    searchAssociations: 'Sök förening eller nätverk',
    noAssociationHits: 'Inga föreningar hittades',
    seeAllAssociations: 'Se alla föreningar och nätverk',
    memberSearch: 'Sök medlem',
    cases: 'Ärenden',
    casesUnread: 'Ärenden, du har olästa meddelanden',
    caseMenu: 'Ärendemeny',
    myCases: 'Mina ärenden',
    secretariatCases: 'Kansliets ärenden',
    economistCases: 'Vasabyråns ärenden',
    workplaceCases: (name: string) => `Arbetsplats: ${name}`,
    /** An association's case list under Ärenden, named apart from the association's home in the same menu (issue 34). */
    associationCases: (name: string) => `Ärenden i ${name}`,
    /** The case menu's entry that opens the case-creation modal. */
    newCase: 'Nytt ärende',
    userMenu: 'Användarmeny',
    openUserMenu: (name: string) => `Användarmeny för ${name}`,
    profile: 'Min profil',
    notifications: 'E-postaviseringar',
    registerExtract: 'Mina uppgifter',
    mailDelivery: 'E-postleveranser',
    savedReplies: 'Svarsmallar',
    statistics: 'Statistik',
    signOut: 'Logga ut',
  },
  footer: {
    copyright: (year: number) => `© ${year} Psykologförbundet`,
    links: 'Länkar',
  },
  toasts: {
    region: 'Meddelanden',
    close: 'Stäng meddelandet',
  },
  modal: {
    close: 'Stäng',
  },
  pages: {
    loadFailed: 'Det gick inte att hämta sidan.',
  },
  forms: {
    /** The error summary's heading on every form (GOV.UK; issue 34). */
    errorSummary: 'Det finns ett problem',
  },
  lists: {
    /** 'Du har inga {group}' (spec §2, §8). */
    empty: (group: string) => `Du har inga ${group}`,
    /** 'Inga {group} hittades' (spec §2, §8). */
    noHits: (group: string) => `Inga ${group} hittades`,
    /** A failed load's button (ui/LoadFailed.tsx, issue 34). */
    retry: 'Försök igen',
    /** After a failed refresh of a list already shown: the list stays. */
    heldNote: 'Du ser det som hämtades senast.',
  },
  overview: {
    greeting: (firstname: string) => `Hej ${firstname}!`,
  },
} as const;

export type Texts = typeof sv;
