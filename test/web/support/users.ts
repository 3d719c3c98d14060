import type { User } from '../../../src/api/types';

/**
 * User fixtures shaped like the demo accounts of the README (the seed's organisations and roles),
 * as User/Me returns them.
 */
const org = (id: string, name: string, role: 'Styrelsemedlem' | 'Member' = 'Member') => ({ id, name, role });
const national = (id: string, name: string, role: 'Styrelsemedlem' | 'Member' = 'Member') => ({ id, name, role, externalId: `N-${id}` });

const base = (id: string, username: string, firstname: string, lastname: string): User => ({
  id,
  name: `${firstname} ${lastname}`,
  firstname,
  lastname,
  username,
  isBoardmember: false,
  isKanslist: false,
  canManageSecretariat: false,
  isEconomist: false,
  protectedIdentity: false,
  workAssociation: null,
  workplace: null,
  unionRepresentatives: [],
  psychologyAssociations: [],
  nationalAssociations: [],
});

const work = (id: string, name: string, more: boolean, role: 'Styrelsemedlem' | 'Member' = 'Member') => ({ id, name, hasMoreThanOneWorkplace: more, role });
const place = (id: string, name: string) => ({ id, name, corperationName: `${name} AB`, unionRepresentatives: [] });

export const GOTLAND = 'a0000000-0000-4000-8000-000000000001';
export const SKANE = 'a0000000-0000-4000-8000-000000000002';
export const UPPSALA = 'a0000000-0000-4000-8000-000000000003';
export const STOCKHOLM = 'a0000000-0000-4000-8000-000000000004';
export const BLEKINGE = 'a0000000-0000-4000-8000-000000000005';
export const SKOLPSYKOLOGER = 'a0000000-0000-4000-8000-000000000006';
export const KALMAR = 'a0000000-0000-4000-8000-000000000007';
export const NATIONAL_A = 'a0000000-0000-4000-8000-000000000008';
export const NATIONAL_B = 'a0000000-0000-4000-8000-000000000009';
export const KALMAR_WORKPLACE = 'b0000000-0000-4000-8000-000000000007';

export const demoUsers = {
  medlem: {
    ...base('de300000-0000-4000-8000-000000000001', 'medlem', 'Anna', 'Lindqvist'),
    workAssociation: work(GOTLAND, 'Psykologföreningen i Region Gotland', false),
    workplace: place('b0000000-0000-4000-8000-000000000001', 'Region Gotland, Visby lasarett'),
    psychologyAssociations: [org(GOTLAND, 'Psykologföreningen i Region Gotland')],
    nationalAssociations: [national(NATIONAL_A, 'Föreningen för Arbetspsykologer'), national(NATIONAL_B, 'Sveriges Neuropsykologers Förening')],
  },
  'medlem-flera': {
    ...base('de300000-0000-4000-8000-000000000002', 'medlem-flera', 'Johan', 'Bergström'),
    workAssociation: work(SKANE, 'Psykologföreningen i Region Skåne', true),
    workplace: place('b0000000-0000-4000-8000-000000000002', 'Region Skåne, Lund'),
    psychologyAssociations: [org(SKANE, 'Psykologföreningen i Region Skåne')],
  },
  styrelse: {
    ...base('de300000-0000-4000-8000-000000000003', 'styrelse', 'Karin', 'Holmberg'),
    isBoardmember: true,
    workAssociation: work(UPPSALA, 'Psykologföreningen i Region Uppsala', false),
    workplace: place('b0000000-0000-4000-8000-000000000003', 'Region Uppsala, Akademiska'),
    psychologyAssociations: [org(STOCKHOLM, 'Psykologföreningen i Region Stockholm', 'Styrelsemedlem'), org(UPPSALA, 'Psykologföreningen i Region Uppsala')],
  },
  nationell: {
    ...base('de300000-0000-4000-8000-000000000004', 'nationell', 'Per', 'Sandberg'),
    isBoardmember: true,
    workAssociation: work(BLEKINGE, 'Psykologföreningen i Region Blekinge', false),
    workplace: place('b0000000-0000-4000-8000-000000000004', 'Region Blekinge, Karlskrona'),
    psychologyAssociations: [org(BLEKINGE, 'Psykologföreningen i Region Blekinge')],
    nationalAssociations: [national(SKOLPSYKOLOGER, 'Sveriges Skolpsykologers Förening', 'Styrelsemedlem')],
  },
  ombud: {
    ...base('de300000-0000-4000-8000-000000000005', 'ombud', 'Sara', 'Nyström'),
    isBoardmember: true,
    workAssociation: work(KALMAR, 'Psykologföreningen i Region Kalmar län', false, 'Styrelsemedlem'),
    workplace: place(KALMAR_WORKPLACE, 'Region Kalmar län, Västervik'),
    psychologyAssociations: [org(KALMAR, 'Psykologföreningen i Region Kalmar län', 'Styrelsemedlem')],
  },
  kanslist: {
    ...base('de300000-0000-4000-8000-000000000006', 'kanslist', 'Lena', 'Ekström'),
    isKanslist: true,
  },
  'kansli-styrelse': {
    ...base('de300000-0000-4000-8000-000000000007', 'kansli-styrelse', 'Mikael', 'Forsberg'),
    isKanslist: true,
    canManageSecretariat: true,
  },
  ekonom: {
    ...base('de300000-0000-4000-8000-000000000008', 'ekonom', 'Eva', 'Sjöberg'),
    isEconomist: true,
  },
  skyddad: {
    ...base('de300000-0000-4000-8000-000000000009', 'skyddad', 'Nils', 'Åkesson'),
    protectedIdentity: true,
    workAssociation: work(KALMAR, 'Psykologföreningen i Region Kalmar län', false),
    workplace: place(KALMAR_WORKPLACE, 'Region Kalmar län, Västervik'),
    psychologyAssociations: [org(KALMAR, 'Psykologföreningen i Region Kalmar län')],
  },
} satisfies Record<string, User>;

export type DemoUsername = keyof typeof demoUsers;

/** A user with more than three organisations (the association search box). */
export const manyAssociations: User = {
  ...demoUsers.medlem,
  id: 'de300000-0000-4000-8000-0000000000aa',
  psychologyAssociations: [
    org('p1', 'Psykologföreningen i Region Gotland'),
    org('p2', 'Psykologföreningen i Region Halland'),
    org('p3', 'Psykologföreningen i Region Jämtland'),
    org('p4', 'Psykologföreningen i Region Örebro'),
  ],
  nationalAssociations: [national('n1', 'Föreningen för Arbetspsykologer')],
};
