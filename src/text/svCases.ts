
/**
 * The texts of the case lists, in Swedish (the case-creation modal's are svCaseCreation.ts); strings quoted in the
 * specification are copied exactly from it. They live beside sv.ts (not in it) because sv.ts is
 * part of the first route's JavaScript and these are only needed by the lazily loaded case chunks
 * (ARCHITECTURE §6: the first route's 150 KB gzip budget).
 */
export const svCases = {
  cases: {
    /** The group of the empty-list texts: 'Du har inga ärenden', 'Inga ärenden hittades' (spec §2). */
    group: 'ärenden',
    newCase: 'Nytt ärende',
    newCaseForMember: 'Skapa ärende åt medlem',
    loadFailed: 'Det gick inte att hämta ärendena. Vi försöker igen strax.',
    notAvailable: 'Den här ärendelistan finns inte eller så har du inte behörighet att se den.',
    lastUpdated: (time: string) => `Uppdaterad ${time}`,
    count: (shown: number, total: number, from: number, to: number) =>
      (total === 0 ? '0 ärenden' : total <= shown ? `${total} ${total === 1 ? 'ärende' : 'ärenden'}` : `Visar ${from}–${to} av ${total} ärenden`),
    workplace: 'Arbetsplats',
    allWorkplaces: 'Alla arbetsplatser',
    filters: {
      heading: 'Filtrera ärenden',
      show: 'Visa filter',
      hide: 'Dölj filter',
      activeCount: (n: number) => (n === 1 ? '1 aktivt' : `${n} aktiva`),
      text: 'Sök på rubrik eller medlem',
      /** A member's own list: every case is the member's own, so only the title is searched for (issue 34). */
      textOwn: 'Sök på rubrik',
      status: 'Status',
      type: 'Ärendetyp',
      allTypes: 'Alla ärendetyper',
      tag: 'Tagg',
      allTags: 'Alla taggar',
      users: 'Ansvarig',
      allUsers: 'Alla ansvariga',
      flagged: 'Flaggade',
      flaggedAll: 'Alla',
      flaggedYes: 'Flaggade',
      flaggedNo: 'Inte flaggade',
      deadline: 'Sista dag',
      deadlineAll: 'Alla',
      deadlineYes: 'Med sista dag',
      deadlineNo: 'Utan sista dag',
      association: 'Förening',
      allAssociations: 'Alla föreningar',
      owner: 'Medlem',
      allOwners: 'Alla medlemmar',
      clear: 'Rensa filter',
    },
    sort: {
      label: 'Sortera',
      created: 'Skapad',
      title: 'Rubrik',
      deadLine: 'Sista dag',
      ascending: 'stigande',
      descending: 'fallande',
      button: (column: string, active: boolean, direction: string) => (active ? `Sortera på ${column}, nu ${direction}` : `Sortera på ${column}`),
    },
    /** 'Sök i ärenden' (issue 36); the hits' texts are in svCaseSearch.ts, with their chunk. */
    search: {
      label: 'Sök i ärenden',
      submit: 'Sök',
      clear: 'Visa hela listan',
    },
    pagination: {
      label: 'Sidor',
      previous: 'Föregående',
      next: 'Nästa',
      page: (n: number) => `Sida ${n}`,
      current: (n: number, of: number) => `Sida ${n} av ${of}`,
    },
    row: {
      unread: 'Oläst meddelande',
      created: 'Skapad',
      deadline: 'Sista dag',
      flagged: 'Flaggat',
      lockedBy: (name: string) => `Låst av ${name}`,
      lockedByMe: 'Låst av dig',
      owner: 'Medlem',
      administrators: 'Ansvariga',
      noAdministrators: 'Ingen ansvarig',
    },
  },
} as const;
