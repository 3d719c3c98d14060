import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { CaseRole, CaseSearchHit, CaseSearchSource, User } from '../../../src/api/types';
import { caseNumberPrefix } from '../../../src/domain/caseSearch';
import type { CaseSearchSort } from '../../../src/domain/caseSearchUrl';
import { foldForSearch, searchesAllMembers } from '../../../src/domain/memberSearch';
import { foldedColumn, likePattern } from '../../members/memberQueries';
import { handlingMarksReadableWhere, visibleCasesWhere, type CaseListScope } from '../visibility';
import { excerptParts, HIT_END, HIT_START } from './excerpt';

export interface CaseSearchInput {
  user: User;
  /** The list's context, as Case/GetAll resolves it (server/cases/access.ts resolveCaseContext). */
  context: CaseListScope;
  term: string;
  sort: CaseSearchSort;
  page: number;
  pageSize: number;
}

interface HitRow {
  id: string;
  title: string;
  status: number;
  caseType: string;
  caseTypeTitle: string;
  ownerId: string;
  ownerName: string;
  createdAt: Date;
  updatedAt: Date;
  source: CaseSearchSource;
  excerpt: string;
  associationId: string | null;
  workplaceId: string | null;
  total: string;
}

/** A hit with where its case belongs (the header's search builds its link from it). */
export type StoredCaseSearchHit = CaseSearchHit & { associationId: string | null; workplaceId: string | null };

/** Title hits weigh more than a word somewhere in a long thread; a case number is exact. */
const WEIGHT = { number: 100, title: 2, owner: 1, tag: 1 } as const;
/** The marks ts_headline would set are taken out of the text first, so only its own marks remain. */
const clean = (text: RawBuilder<unknown>) => sql`translate(${text}, ${HIT_START + HIT_END}, '')`;
const headlineOptions = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Search in a case list (issue 36): the cases of the caller's list in this context (the list's own
 * rule, visibleCasesWhere) that match the term, best or newest first, one page, each with the
 * excerpt of its best-matching place. The term goes to websearch_to_tsquery as a bound value: any
 * text is a query (quotes, operators and SQL are words or nothing), never an error.
 */
export async function searchCaseList(db: Database, input: CaseSearchInput): Promise<{ total: number; hits: StoredCaseSearchHit[] }> {
  const { user, context, term, sort, page, pageSize } = input;
  const marks = handlingMarksReadableWhere(user);
  const prefix = caseNumberPrefix(term);
  // Protected identity (src/domain/caseSearch.ts mayMatchOwnerName): the SQL form of the same rule.
  const ownerNameAllowed = searchesAllMembers(user) ? sql<boolean>`true` : sql<boolean>`(not o.protected_identity or o.id = ${user.id})`;
  const numberMatch: RawBuilder<unknown> = prefix
    ? sql`union all select c.id, 'number', ${WEIGHT.number}::real, null::uuid from cases c where c.id::text like ${`${prefix}%`}`
    : sql``;
  const order = (alias: string) => sort === 'date'
    ? sql`${sql.ref(`${alias}.updated_at`)} desc, ${sql.ref(`${alias}.id`)}`
    : sql`${sql.ref(`${alias}.rank`)} desc, ${sql.ref(`${alias}.updated_at`)} desc, ${sql.ref(`${alias}.id`)}`;
  // The query inline in each condition (not from a CTE), so the planner sees it and uses the GIN indexes.
  const words = sql`websearch_to_tsquery('swedish', ${term})`;
  const nameWords = sql`websearch_to_tsquery('simple', ${term})`;
  const hitsOf = (tail: RawBuilder<unknown>) => sql`
    with q as (select ${words} as q, ${nameWords} as nq),
    matched as (
      select c.id as case_id, 'title' as source, ${WEIGHT.title} * ts_rank(c.search, ${words}) as rank, null::uuid as row_id from cases c where c.search @@ ${words}
      union all select m.case_id, 'message', ts_rank(m.search, ${words}), m.id from messages m where m.search @@ ${words}
      union all select n.case_id, 'note', ts_rank(n.search, ${words}), n.id from notes n where n.search @@ ${words}
      union all select ct.case_id, 'tag', ${WEIGHT.tag}::real, null::uuid from case_tags ct
        where ct.tag_type in (select t.type from tags t where to_tsvector('swedish', t.title) @@ ${words})
      union all select c.id, 'owner', ${WEIGHT.owner}::real, null::uuid from users o join cases c on c.owner_user_id = o.id
        where to_tsvector('simple', o.firstname || ' ' || o.lastname) @@ ${nameWords} and ${ownerNameAllowed}
      ${numberMatch}
    ),
    hits as (
      select distinct on (c.id) c.id, c.updated_at, m.source, m.row_id, max(m.rank) over (partition by c.id) as rank
      from matched m join cases c on c.id = m.case_id
      where ${visibleCasesWhere(user, context)} and (m.source not in ('note', 'tag') or ${marks})
      order by c.id, m.rank desc, m.source
    )
    ${tail}`;
  const { rows } = await hitsOf(sql`,
    page as (select h.*, (select count(*) from hits) as total from hits h order by ${order('h')} limit ${pageSize} offset ${(page - 1) * pageSize})
    select p.id, c.title, c.status, c.association_id, c.workplace_id, c.case_type, t.title as case_type_title, o.id as owner_id,
      o.firstname || ' ' || o.lastname as owner_name, c.created_at, p.updated_at, p.source, p.total,
      case p.source
        when 'title' then ts_headline('swedish', ${clean(sql`c.title`)}, q.q, ${headlineOptions})
        when 'message' then (select ts_headline('swedish', ${clean(sql`m.body`)}, q.q, ${headlineOptions}) from messages m where m.id = p.row_id)
        when 'note' then (select ts_headline('swedish', ${clean(sql`n.text`)}, q.q, ${headlineOptions}) from notes n where n.id = p.row_id)
        when 'tag' then (select string_agg(ts_headline('swedish', ${clean(sql`tg.title`)}, q.q, ${headlineOptions}), ', ' order by tg.title)
          from case_tags ct join tags tg on tg.type = ct.tag_type where ct.case_id = p.id and to_tsvector('swedish', tg.title) @@ q.q)
        when 'owner' then ts_headline('simple', ${clean(sql`o.firstname || ' ' || o.lastname`)}, q.nq, ${headlineOptions})
        else ${HIT_START} || p.id::text || ${HIT_END}
      end as excerpt
    from page p join cases c on c.id = p.id join case_types t on t.type = c.case_type join users o on o.id = c.owner_user_id, q
    order by ${order('p')}`).execute(db) as { rows: HitRow[] };
  // A page past the last has no rows to carry the count.
  const total = rows.length ? Number(rows[0].total)
    : page > 1 ? Number(((await hitsOf(sql`select count(*) as total from hits`).execute(db)).rows[0] as { total: string }).total) : 0;
  return {
    total,
    hits: rows.map((row) => ({
      id: row.id, title: row.title, status: row.status,
      caseType: { type: row.caseType, title: row.caseTypeTitle },
      ownerUser: { id: row.ownerId, name: row.ownerName },
      created: row.createdAt.toISOString(), updated: row.updatedAt.toISOString(),
      source: row.source, excerpt: excerptParts(row.excerpt), associationId: row.associationId, workplaceId: row.workplaceId,
    })),
  };
}

/** A case whose title holds every word of the header's search (GET Search/{term}). */
export interface CaseTitleHit {
  id: string; title: string; caseType: string; caseTypeTitle: string; status: number; createdAt: Date;
  ownerId: string; ownerName: string; associationId: string | null; workplaceId: string | null;
}

/**
 * The header search's cases by title (issue 11): those visible to the user in the role whose
 * title holds every word of the term (folded like the member search), newest first, at most `limit`.
 */
export async function casesByTitle(db: Database, user: User, role: CaseRole, term: string, limit: number): Promise<CaseTitleHit[]> {
  const words = foldForSearch(term).split(' ');
  const titleMatches = sql.join(words.map((word) => sql`${foldedColumn('c.title')} like ${likePattern(word)}`), sql` and `);
  const { rows } = await sql<CaseTitleHit>`
      select c.id, c.title, c.case_type, t.title as case_type_title, c.status, c.created_at, o.id as owner_id,
        o.firstname || ' ' || o.lastname as owner_name, c.association_id, c.workplace_id
      from cases c join case_types t on t.type = c.case_type join users o on o.id = c.owner_user_id
      where ${visibleCasesWhere(user, { role })} and ${titleMatches}
      order by c.created_at desc, c.id limit ${limit}`.execute(db);
  return rows;
}
