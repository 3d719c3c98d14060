import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: courses members sign up for.
 * - courses.seats: how many may come (null: no limit, so never a waiting list); the optional
 *   questions a course asks: dietary needs, workplace, and one free-text question of its own.
 * - course_registrations: one row per member and course, 'registered' or 'waiting'. `seq` is the
 *   order of arrival: sign-ups of one course are serialised by a row lock on the course, so the
 *   waiting list is the waiting rows by seq. `offered_at` marks a seat handed over from the
 *   waiting list (the member is told on the course page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table courses
      add column seats integer check (seats is null or seats > 0),
      add column asks_dietary boolean not null default false,
      add column asks_workplace boolean not null default false,
      add column question text`.execute(db);
  await sql`create table course_registrations (
      id uuid primary key,
      course_id uuid not null references courses (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      status text not null check (status in ('registered', 'waiting')),
      seq bigint generated always as identity,
      registered_at timestamptz not null default now(),
      offered_at timestamptz,
      dietary text,
      workplace text,
      answer text,
      unique (course_id, user_id)
    )`.execute(db);
  await sql`create index course_registrations_course on course_registrations (course_id, status, seq)`.execute(db);
  await sql`create index course_registrations_user on course_registrations (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table course_registrations`.execute(db);
  await sql`alter table courses drop column seats, drop column asks_dietary, drop column asks_workplace, drop column question`.execute(db);
}
