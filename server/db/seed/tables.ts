import type { Insertable } from 'kysely';
import type { DB } from '../schema';

/** The tables the seed fills, in an order that satisfies every foreign key (after the reference data). */
export const seedTables = [
  'organisations', 'workplaces', 'users', 'memberships', 'workplaceRepresentatives', 'blobs',
  'cases', 'caseSubCategories', 'caseTags', 'caseUsers', 'messages', 'notes', 'files', 'documents', 'auditLogs', 'caseReads',
  'posts', 'postOrganisations', 'postWorkplaces', 'postReads', 'courses', 'courseOrganisations', 'courseRegistrations', 'pages', 'savedReplies',
] as const;
export type SeedTable = (typeof seedTables)[number];
export type SeedRows = { [K in SeedTable]: Insertable<DB[K]>[] };
