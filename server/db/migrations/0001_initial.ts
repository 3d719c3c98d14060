import { sql, type Kysely } from 'kysely';

/** The whole data model of spec §3, so that features only add endpoints. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema.createTable('organisations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('psychology', 'national', 'secretariat', 'economist')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema.createTable('workplaces')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('association_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('corporation_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workplaces_association').on('workplaces').column('association_id').execute();

  await db.schema.createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('member_number', 'text')
    .addColumn('city', 'text')
    .addColumn('protected_identity', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('work_association_id', 'uuid', (c) => c.references('organisations.id'))
    .addColumn('workplace_id', 'uuid', (c) => c.references('workplaces.id'))
    .addColumn('gdpr_consent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('users_workplace').on('users').column('workplace_id').execute();
  await db.schema.createIndex('users_work_association').on('users').column('work_association_id').execute();

  await db.schema.createTable('memberships')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('Styrelsemedlem', 'Member')`))
    .addPrimaryKeyConstraint('memberships_pk', ['user_id', 'organisation_id'])
    .execute();
  await db.schema.createIndex('memberships_organisation').on('memberships').columns(['organisation_id', 'role']).execute();

  await db.schema.createTable('workplace_representatives')
    .addColumn('workplace_id', 'uuid', (c) => c.notNull().references('workplaces.id'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('workplace_representatives_pk', ['workplace_id', 'user_id'])
    .execute();

  await db.schema.createTable('case_types')
    .addColumn('type', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('case_type_sub_categories')
    .addColumn('case_type', 'text', (c) => c.notNull().references('case_types.type'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('case_type_sub_categories_pk', ['case_type', 'type'])
    .execute();

  await db.schema.createTable('tags')
    .addColumn('type', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('case_type', 'text', (c) => c.references('case_types.type'))
    .execute();

  await db.schema.createTable('cases')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('case_type', 'text', (c) => c.notNull().references('case_types.type'))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`status between 1 and 4`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deadline', 'date')
    .addColumn('flagged', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('owner_user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_by_user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('association_id', 'uuid', (c) => c.references('organisations.id'))
    .addColumn('workplace_id', 'uuid', (c) => c.references('workplaces.id'))
    .addColumn('should_be_handled_by_kanslist', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('invitation_from_board_member', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('locked_by_user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('lock_expires_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('cases_owner').on('cases').column('owner_user_id').execute();
  await db.schema.createIndex('cases_association').on('cases').column('association_id').execute();
  await db.schema.createIndex('cases_workplace').on('cases').column('workplace_id').execute();
  await db.schema.createIndex('cases_type_status').on('cases').columns(['case_type', 'status']).execute();
  await db.schema.createIndex('cases_updated').on('cases').column('updated_at').execute();

  await db.schema.createTable('case_sub_categories')
    .addColumn('case_id', 'uuid', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('sub_category', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('case_sub_categories_pk', ['case_id', 'sub_category'])
    .execute();

  await db.schema.createTable('case_tags')
    .addColumn('case_id', 'uuid', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('tag_type', 'text', (c) => c.notNull().references('tags.type'))
    .addPrimaryKeyConstraint('case_tags_pk', ['case_id', 'tag_type'])
    .execute();

  await db.schema.createTable('case_users')
    .addColumn('case_id', 'uuid', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('is_administrating', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('case_users_pk', ['case_id', 'user_id'])
    .execute();
  await db.schema.createIndex('case_users_user').on('case_users').column('user_id').execute();

  await db.schema.createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('case_id', 'uuid', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('sender_user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('messages_case').on('messages').columns(['case_id', 'created_at']).execute();

  await db.schema.createTable('notes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('case_id', 'uuid', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('author_user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('notes_case').on('notes').column('case_id').execute();

  // Content-addressed bytes on disk (DATA_DIR/files/<sha256>); a row per distinct content.
  await db.schema.createTable('blobs')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // One row per uploaded file: a case file (message attachment), a note file or a document.
  await db.schema.createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('blob_sha256', 'text', (c) => c.notNull().references('blobs.sha256'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('case', 'note', 'document')`))
    .addColumn('case_id', 'uuid', (c) => c.references('cases.id').onDelete('cascade'))
    .addColumn('message_id', 'uuid', (c) => c.references('messages.id').onDelete('cascade'))
    .addColumn('note_id', 'uuid', (c) => c.references('notes.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('files_case').on('files').column('case_id').execute();

  await db.schema.createTable('documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('area', 'text', (c) => c.notNull().check(sql`area in ('association', 'secretariat')`))
    .addColumn('association_id', 'uuid', (c) => c.references('organisations.id'))
    .addColumn('workplace_id', 'uuid', (c) => c.references('workplaces.id'))
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await db.schema.createIndex('documents_association').on('documents').columns(['area', 'association_id']).execute();

  await db.schema.createTable('audit_logs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('case_id', 'uuid', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('audit_logs_case').on('audit_logs').columns(['case_id', 'occurred_at']).execute();

  await db.schema.createTable('case_reads')
    .addColumn('case_id', 'uuid', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('case_reads_pk', ['case_id', 'user_id'])
    .execute();

  await db.schema.createTable('posts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('preamble', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('is_board_post', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('author_user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createTable('post_organisations')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addPrimaryKeyConstraint('post_organisations_pk', ['post_id', 'organisation_id'])
    .execute();
  await db.schema.createTable('post_workplaces')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('workplace_id', 'uuid', (c) => c.notNull().references('workplaces.id'))
    .addPrimaryKeyConstraint('post_workplaces_pk', ['post_id', 'workplace_id'])
    .execute();
  await db.schema.createTable('post_reads')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('post_reads_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema.createTable('courses')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_application_date', 'date')
    .execute();
  await db.schema.createTable('course_organisations')
    .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addPrimaryKeyConstraint('course_organisations_pk', ['course_id', 'organisation_id'])
    .execute();

  await db.schema.createTable('pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('link_text', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('external_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  // oidc-provider's storage (sessions, grants, codes, tokens) so a restart signs nobody out.
  await db.schema.createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial migration is not reversible; reset the database instead.');
}
