/**
 * The API's data transfer objects, shared by the SPA and the reference server (spec §3, §7).
 * Dates travel as ISO 8601 strings; a calendar date (deadline) as 'yyyy-MM-dd'.
 */

/** The all-zero id means "no user" and is treated as null (spec §3, §9). */
export const NULL_ID = '00000000-0000-0000-0000-000000000000';

export type AssociationRole = 'Styrelsemedlem' | 'Member';

export interface AssociationRef {
  id: string;
  name: string;
  role: AssociationRole;
}

export interface NationalAssociationRef extends AssociationRef {
  externalId: string | null;
}

export interface UnionRepresentative {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

export interface User {
  id: string;
  name: string;
  firstname: string;
  lastname: string;
  username: string;
  isBoardmember: boolean;
  /** Secretariat (kansliet) staff. */
  isKanslist: boolean;
  /** A secretariat board role (spec §6). */
  canManageSecretariat: boolean;
  isEconomist: boolean;
  protectedIdentity: boolean;
  workAssociation: { id: string; name: string; hasMoreThanOneWorkplace: boolean; role: AssociationRole } | null;
  workplace: { id: string; name: string; corperationName: string; unionRepresentatives: UnionRepresentative[] } | null;
  unionRepresentatives: UnionRepresentative[];
  psychologyAssociations: AssociationRef[];
  nationalAssociations: NationalAssociationRef[];
}

export interface GdprStatus {
  hasApprovedGdprPolicies: boolean;
}

export interface GdprConsentResult {
  message: string;
}

export interface Association {
  id: string;
  externalId: string | null;
  name: string;
  type: 'psychology' | 'national' | 'secretariat' | 'economist';
  role: AssociationRole | null;
}

export interface Workplace {
  id: string;
  name: string;
}

/** A CMS page (content host). */
export interface Page {
  slug: string;
  key: string;
  link_text: string;
  title: string;
  body: string;
  external_url: string | null;
}

/** The body of every 4xx answer (ARCHITECTURE §4). */
export interface ApiErrorBody {
  errorCode: string;
  data?: unknown;
}

/** Runtime configuration of the SPA, served as /config.json. */
export interface PortalConfig {
  apiUrl: string;
  contentUrl: string;
  oidc: { authority: string; clientId: string; scope: string };
  devTools: boolean;
}
