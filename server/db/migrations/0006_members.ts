import { sql, type Kysely } from 'kysely';

/**
 * Member search (issue 11): the server answers searches over every member from a snapshot in
 * memory (server/members/memberSnapshot.ts), kept while `member_search_version` stands. Statement
 * triggers move the counter on, in the writer's transaction, whenever anything a member search
 * reads changes: the users' shown fields, memberships, workplaces, organisations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table member_search_version (id integer primary key check (id = 1), version bigint not null)`.execute(db);
  await sql`insert into member_search_version (id, version) values (1, 0)`.execute(db);
  await sql`create function member_search_changed() returns trigger language plpgsql as $$
    begin
      update member_search_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  const shown = 'firstname, lastname, email, phone, city, member_number, protected_identity, work_association_id, workplace_id';
  await sql.raw(`create trigger users_member_search after insert or delete or update of ${shown} on users
    for each statement execute function member_search_changed()`).execute(db);
  for (const table of ['memberships', 'workplaces', 'organisations']) {
    await sql.raw(`create trigger ${table}_member_search after insert or update or delete on ${table}
      for each statement execute function member_search_changed()`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'memberships', 'workplaces', 'organisations']) {
    await sql.raw(`drop trigger ${table}_member_search on ${table}`).execute(db);
  }
  await sql`drop function member_search_changed()`.execute(db);
  await sql`drop table member_search_version`.execute(db);
}
