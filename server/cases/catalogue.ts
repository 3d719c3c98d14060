import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { CaseType, CodeTitle, User } from '../../src/api/types';
import { associationChoices, type ChoiceOptions } from '../../src/domain/autoAssociation';
import type { Role } from '../../src/domain/roles';
import { codeIndexOf, codeTable, type CodeIndex } from '../../src/domain/caseListWire';

/** The case types, their sub-categories and the tags, as stored (secretariat may edit them). */
export interface Catalogue {
  types: (CodeTitle & { subCategories: CodeTitle[] })[];
  tags: CodeTitle[];
  /** Changes whenever any title or code changes (list items carry titles). */
  signature: string;
  /** The codes list entries point at by index (src/domain/caseListWire.ts), and those indexes. */
  codes: string[];
  codeIndex: CodeIndex;
  typeTitle(type: string): string;
  subCategoriesOf(type: string): string[] | undefined;
}

interface CatalogueRow {
  types: { type: string; title: string; sortOrder: number }[] | null;
  subs: { caseType: string; type: string; title: string; sortOrder: number }[] | null;
  tags: CodeTitle[] | null;
}

/** One query for the whole catalogue. */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const { rows } = await sql<CatalogueRow>`select
      (select json_agg(json_build_object('type', type, 'title', title, 'sortOrder', sort_order) order by sort_order, type) from case_types) as types,
      (select json_agg(json_build_object('caseType', case_type, 'type', type, 'title', title, 'sortOrder', sort_order) order by sort_order, type) from case_type_sub_categories) as subs,
      (select json_agg(json_build_object('type', type, 'title', title) order by title, type) from tags) as tags`.execute(db);
  const row = rows[0];
  const subs = row.subs ?? [];
  const types = (row.types ?? []).map((t) => ({
    type: t.type,
    title: t.title,
    subCategories: subs.filter((s) => s.caseType === t.type).map((s) => ({ type: s.type, title: s.title })),
  }));
  const tags = row.tags ?? [];
  const byType = new Map(types.map((t) => [t.type, t]));
  const codes = codeTable(types, tags);
  return {
    types,
    tags,
    codes,
    codeIndex: codeIndexOf(codes),
    signature: createHash('sha1').update(JSON.stringify([types, tags])).digest('base64url'),
    typeTitle: (type) => byType.get(type)?.title ?? type,
    subCategoriesOf: (type) => byType.get(type)?.subCategories.map((s) => s.type),
  };
}

/** The CaseType DTOs of these codes, in catalogue order, with the associations the user may address. */
export function caseTypeDtos(catalogue: Catalogue, codes: Iterable<string>, user: User, role: Role, options: ChoiceOptions = {}): CaseType[] {
  const wanted = new Set(codes);
  return catalogue.types
    .filter((t) => wanted.has(t.type))
    .map((t) => ({ type: t.type, title: t.title, subCategories: t.subCategories, ...associationChoices(user, role, t.type, options) }));
}
