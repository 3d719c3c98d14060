import { sql, type Kysely } from 'kysely';

/**
 * Issue 36, search in cases (server/cases/search/): PostgreSQL's full text search with its
 * `swedish` configuration (snowball stemming: "semestern" finds "semester", "löner" finds "lön"),
 * the same on the embedded database, which carries the configuration too.
 *
 * What is searched is kept beside what is written, by the database, in the writing statement
 * itself: a stored generated tsvector on the case's title, on each message and on each note (so
 * every write keeps its one transaction and no code path can forget the index), each with a GIN
 * index, written at once (fastupdate off: a write adds a title, a message or a note, few words,
 * while GIN's pending list, unmerged until a vacuum, made every search scan it: after the seed,
 * 130 ms for one word on the titles). Owners' names have an expression index in the `simple`
 * configuration (a name is not stemmed); tag names are few and are matched as they are read.
 */
const documents = [['cases', 'title'], ['messages', 'body'], ['notes', 'text']] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of documents) {
    await sql`alter table ${sql.table(table)} add column search tsvector
      generated always as (to_tsvector('swedish'::regconfig, ${sql.ref(column)})) stored`.execute(db);
    await sql`create index ${sql.raw(`${table}_search`)} on ${sql.table(table)} using gin (search) with (fastupdate = off)`.execute(db);
  }
  await sql`create index users_name_search on users
    using gin (to_tsvector('simple'::regconfig, firstname || ' ' || lastname))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_name_search`.execute(db);
  for (const [table] of documents) await sql`alter table ${sql.table(table)} drop column search`.execute(db);
}
