/** The home pages' texts (issue 12): Min översikt, the organisation, board and workplace homes, Intranätet. */
export const svHomes = {
  sections: {
    myCases: 'Mina ärenden',
    casesToHandle: 'Ärenden att hantera',
    news: 'Senaste nyheterna',
    courses: 'Kommande kurser',
    places: 'Mina föreningar och arbetsplatser',
    documents: 'Dokument',
    boardMembers: 'Styrelsens ledamöter',
    representatives: 'Fackliga ombud',
    board: 'Styrelsen',
    cases: 'Ärenden',
  },
  /** Group names for 'Du har inga {group}' (spec §2). */
  groups: {
    cases: 'öppna ärenden',
    news: 'nyheter',
    courses: 'kommande kurser',
    documents: 'dokument',
    members: 'ledamöter',
    representatives: 'fackliga ombud',
  },
  links: {
    newCase: 'Nytt ärende',
    allCases: 'Alla mina ärenden',
    allNews: 'Alla nyheter',
    allCourses: 'Alla kurser',
    allDocuments: 'Alla dokument',
    caseList: 'Ärendelistan',
    memberSearch: 'Sök medlem',
    boardHome: 'Styrelsens sida',
    boardPart: 'Kansliets styrelse',
  },
  counts: {
    new: (n: number) => `${n} ${n === 1 ? 'nytt' : 'nya'}`,
    unread: (n: number) => `${n} ${n === 1 ? 'oläst' : 'olästa'}`,
    /** A place's list whose counts show once it is opened (only one case list is polled at a time). */
    open: 'Öppna listan för att se nya och olästa',
  },
  unread: 'Oläst',
  kinds: {
    psychology: 'Psykologförening',
    national: 'Nationell förening',
    workplace: 'Arbetsplats',
  },
  listLabels: {
    cases: 'Mina öppna ärenden',
    news: 'Senaste nyheterna',
    courses: 'Kommande kurser',
    documents: 'Senaste dokumenten',
    places: 'Mina föreningar och arbetsplatser',
    handled: 'Ärenden att hantera',
    members: 'Styrelsens ledamöter',
    representatives: 'Fackliga ombud',
  },
  /** Issue 34: why a protected identity's overview looks different, and its one way to the union (src/domain/caseTypesForRole.ts). */
  protectedIdentity: {
    heading: 'Du har skyddad identitet',
    intro: 'Därför ser din översikt annorlunda ut. Du syns inte i föreningarnas och arbetsplatsernas medlemslistor, och dina ärenden går bara till förbundets kansli, aldrig till en styrelse eller till de fackliga ombuden på din arbetsplats.',
    readers: 'Kansliet ser ditt namn och ditt medlemsnummer, men inte din adress, ditt telefonnummer eller din arbetsplats. Frågor om medlemsavgiften läses också av Vasabyrån, som sköter förbundets ekonomi.',
    answers: 'Svaren ser du här, under Mina ärenden. Har du en e-postadress i din profil får du också besked där när något händer i ditt ärende.',
    write: 'Skriv till kansliet',
  },
  loadFailed: 'Det gick inte att hämta listan just nu.',
  countsFailed: 'Det gick inte att räkna nya och olästa ärenden just nu.',
  unknownOrganisation: 'Föreningen',
};
