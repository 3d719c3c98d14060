import { Random } from './random';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo';

/**
 * Every timestamp of the demo data is relative to this fixed moment (never the clock), so the
 * same options give the same rows. Deadlines fall before and after it.
 */
export const SEED_ANCHOR = new Date('2026-11-16T08:00:00Z');

/** The stable id of a seeded organisation, by its name. */
export function organisationId(name: string): string {
  return new Random(`organisation:${name}`).uuid();
}

/** The stable id of a seeded workplace: the n-th (from 0) workplace of a region. */
export function workplaceId(regionKey: string, index: number): string {
  return new Random(`workplace:${regionKey}:${index}`).uuid();
}

export const SECRETARIAT_NAME = 'Kansliet';
export const ECONOMIST_NAME = 'Vasabyrån';

/** The organisations the demo accounts are tied to. */
export const demoOrganisationNames = {
  secretariat: SECRETARIAT_NAME,
  economist: ECONOMIST_NAME,
  /** medlem's work association, which has exactly one workplace. */
  medlemWorkAssociation: 'Psykologföreningen i Region Gotland',
  /** medlem-flera's work association, with eight workplaces. */
  medlemFleraWorkAssociation: 'Psykologföreningen i Region Skåne',
  /** styrelse's work association (ordinary 'Member', one workplace). */
  styrelseWorkAssociation: 'Psykologföreningen i Region Uppsala',
  /** The association whose board styrelse sits on ('Styrelsemedlem'). */
  styrelseBoardOf: 'Psykologföreningen i Region Stockholm',
  /** nationell's work association (one workplace). */
  nationellWorkAssociation: 'Psykologföreningen i Region Blekinge',
  /** The national association whose board nationell sits on. */
  nationellBoardOf: 'Sveriges Skolpsykologers Förening',
  /** ombud's and skyddad's work association (one workplace; ombud is on its board and a representative of the workplace). */
  ombudWorkAssociation: 'Psykologföreningen i Region Kalmar län',
} as const;

export const demoOrganisations = Object.fromEntries(
  Object.entries(demoOrganisationNames).map(([key, name]) => [key, { id: organisationId(name), name }]),
) as { [K in keyof typeof demoOrganisationNames]: { id: string; name: string } };

export interface DemoAccount {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  /** Swedish, for the login page and the README. */
  description: string;
}

/** The demo accounts (password `demo`), keyed by username, with stable ids. */
export const demoAccounts = {
  medlem: {
    id: 'de300000-0000-4000-8000-000000000001', username: 'medlem', firstname: 'Anna', lastname: 'Lindqvist',
    description: 'Medlem med en arbetsplats (Psykologföreningen i Region Gotland), med egna ärenden och två nationella föreningar',
  },
  'medlem-flera': {
    id: 'de300000-0000-4000-8000-000000000002', username: 'medlem-flera', firstname: 'Johan', lastname: 'Bergström',
    description: 'Medlem vars förening (Psykologföreningen i Region Skåne) har flera arbetsplatser',
  },
  styrelse: {
    id: 'de300000-0000-4000-8000-000000000003', username: 'styrelse', firstname: 'Karin', lastname: 'Holmberg',
    description: 'Styrelseledamot i Psykologföreningen i Region Stockholm, har inte godkänt GDPR-informationen än',
  },
  nationell: {
    id: 'de300000-0000-4000-8000-000000000004', username: 'nationell', firstname: 'Per', lastname: 'Sandberg',
    description: 'Styrelseledamot i Sveriges Skolpsykologers Förening (nationell förening)',
  },
  ombud: {
    id: 'de300000-0000-4000-8000-000000000005', username: 'ombud', firstname: 'Sara', lastname: 'Nyström',
    description: 'Ombud på arbetsplatsen, styrelseledamot i Psykologföreningen i Region Kalmar län',
  },
  kanslist: {
    id: 'de300000-0000-4000-8000-000000000006', username: 'kanslist', firstname: 'Lena', lastname: 'Ekström',
    description: 'Handläggare på kansliet',
  },
  'kansli-styrelse': {
    id: 'de300000-0000-4000-8000-000000000007', username: 'kansli-styrelse', firstname: 'Mikael', lastname: 'Forsberg',
    description: 'Kansliet, i kansliets ledning (kan administrera kansliet)',
  },
  ekonom: {
    id: 'de300000-0000-4000-8000-000000000008', username: 'ekonom', firstname: 'Eva', lastname: 'Sjöberg',
    description: 'Ekonom på Vasabyrån, handlägger medlemskapsärenden',
  },
  skyddad: {
    id: 'de300000-0000-4000-8000-000000000009', username: 'skyddad', firstname: 'Nils', lastname: 'Åkesson',
    description: 'Medlem med skyddad identitet',
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoUsername = keyof typeof demoAccounts;

export const demoAccountList: DemoAccount[] = Object.values(demoAccounts);
