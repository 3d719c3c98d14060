import { sql, type Kysely } from 'kysely';

/**
 * Member search (issue 11): case-insensitive matching that knows å, ä and ö, and Swedish name
 * order, without a collation of the database's own (the embedded database has none for Swedish).
 *
 * - `search_text`: name, member number, e-mail and city, lower case (translate() folds the
 *   capitals that lower() leaves alone in the C locale); of a protected identity only name and
 *   member number, so that nobody finds a protected member by their city.
 * - `sort_name`: the name as a key whose byte order is Swedish order: lower case, å ä ö after z
 *   (as '{', '|', '}'), é as e, ü as y.
 */
export const FOLD_FROM = 'ÅÄÖÆØÉÈÜÁÀ';
export const FOLD_TO = 'åäöæøéèüáà';
const SORT_FROM = 'åäöæøéèüáà';
const SORT_TO = '{|}|}eeyaa';

export const foldSql = (expression: string) => `translate(lower(${expression}), '${FOLD_FROM}', '${FOLD_TO}')`;
export const sortKeySql = (expression: string) => `translate(${foldSql(expression)}, '${SORT_FROM}', '${SORT_TO}')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const name = `firstname || ' ' || lastname`;
  const open = `${name} || ' ' || coalesce(member_number, '') || ' ' || coalesce(email, '') || ' ' || coalesce(city, '')`;
  const closed = `${name} || ' ' || coalesce(member_number, '')`;
  await sql.raw(`alter table users add column search_text text generated always as
    (${foldSql(`case when protected_identity then ${closed} else ${open} end`)}) stored`).execute(db);
  await sql.raw(`alter table users add column sort_name text generated always as (${sortKeySql(name)}) stored`).execute(db);
  await sql.raw(`create index users_sort_name on users (sort_name collate "C", id)`).execute(db);
  await sql.raw(`create index users_member_number on users (member_number)`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_member_number`.execute(db);
  await sql`drop index users_sort_name`.execute(db);
  await sql`alter table users drop column sort_name`.execute(db);
  await sql`alter table users drop column search_text`.execute(db);
}
