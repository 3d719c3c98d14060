import type { Kysely } from 'kysely';

/** Posts and courses are listed per caller: their reads and audiences are looked up by user and organisation. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('post_reads_user').on('post_reads').columns(['user_id', 'post_id']).execute();
  await db.schema.createIndex('post_organisations_organisation').on('post_organisations').column('organisation_id').execute();
  await db.schema.createIndex('post_workplaces_workplace').on('post_workplaces').column('workplace_id').execute();
  await db.schema.createIndex('course_organisations_organisation').on('course_organisations').column('organisation_id').execute();
  await db.schema.createIndex('posts_published').on('posts').column('published_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['post_reads_user', 'post_organisations_organisation', 'post_workplaces_workplace', 'course_organisations_organisation', 'posts_published']) {
    await db.schema.dropIndex(name).execute();
  }
}
