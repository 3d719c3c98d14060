/** The demo accounts of the demo seed, as the login page lists them (the README lists the same). */
export const demoAccounts: ReadonlyArray<{ username: string; description: string }> = [
  { username: 'medlem', description: 'Medlem med en arbetsplats' },
  { username: 'medlem-flera', description: 'Medlem vars förening har flera arbetsplatser' },
  { username: 'styrelse', description: 'Styrelsemedlem i en psykologförening, har inte godkänt GDPR-villkoren' },
  { username: 'nationell', description: 'Styrelsemedlem i en nationell förening' },
  { username: 'ombud', description: 'Fackligt ombud på en arbetsplats' },
  { username: 'kanslist', description: 'Kanslist på Kansliet' },
  { username: 'kansli-styrelse', description: 'Kanslist som får administrera Kansliet' },
  { username: 'ekonom', description: 'Ekonom på Vasabyrån' },
  { username: 'skyddad', description: 'Medlem med skyddad identitet' },
];
