import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { ContentOrganization, ContentWorkplace, Post } from '../../src/api/contentTypes';
import { mayReadPost, mayWritePostTo, type ContentViewer, type PostAudience, type WorkplaceRef } from '../../src/domain/contentAccess';

/**
 * Posts as a caller sees them. SQL narrows the posts to those that may concern the caller (no
 * organisation, one of theirs, or their own); the one rule of src/domain/contentAccess.ts, which
 * the tests check as a table, then decides on each of them.
 */

interface PostRow {
  id: string; title: string; preamble: string; publishedAt: string; isBoardPost: boolean;
  authorUserId: string | null; authorFirstname: string | null; authorLastname: string | null;
}

/** The time as ISO text made by the database: parsing thousands of timestamps into Dates is the list's dearest part. */
const isoPublishedAt = sql<string>`to_char(posts.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('publishedAt');

interface Audiences {
  organisations: Map<string, ContentOrganization[]>;
  workplaces: Map<string, ContentWorkplace[]>;
}

const postColumns = ['posts.id', 'posts.title', 'posts.preamble', 'posts.isBoardPost', 'posts.authorUserId',
  'users.firstname as authorFirstname', 'users.lastname as authorLastname'] as const;

function postRows(db: Database) {
  return db.selectFrom('posts').leftJoin('users', 'users.id', 'posts.authorUserId').select(postColumns).select(isoPublishedAt);
}

/** Posts with no organisation, with one of the caller's, or written by the caller: a superset of what they may see. */
function mayConcern(db: Database, viewer: ContentViewer) {
  return postRows(db).where((eb) => eb.or([
    eb.not(eb.exists(eb.selectFrom('postOrganisations as po').select('po.postId').whereRef('po.postId', '=', 'posts.id'))),
    ...(viewer.organisationIds.length
      ? [eb.exists(eb.selectFrom('postOrganisations as po').select('po.postId').whereRef('po.postId', '=', 'posts.id').where('po.organisationId', 'in', viewer.organisationIds))]
      : []),
    eb('posts.authorUserId', '=', viewer.userId),
  ]));
}

async function audiencesOf(db: Database, postIds: string[] | null): Promise<Audiences> {
  let orgQuery = db.selectFrom('postOrganisations')
    .innerJoin('organisations', 'organisations.id', 'postOrganisations.organisationId')
    .select(['postOrganisations.postId', 'organisations.id', 'organisations.name', 'organisations.kind']);
  let wpQuery = db.selectFrom('postWorkplaces')
    .innerJoin('workplaces', 'workplaces.id', 'postWorkplaces.workplaceId')
    .select(['postWorkplaces.postId', 'workplaces.id', 'workplaces.name', 'workplaces.associationId']);
  if (postIds) {
    if (postIds.length === 0) return { organisations: new Map(), workplaces: new Map() };
    orgQuery = orgQuery.where('postOrganisations.postId', 'in', postIds);
    wpQuery = wpQuery.where('postWorkplaces.postId', 'in', postIds);
  }
  const [orgs, wps] = await Promise.all([orgQuery.orderBy('organisations.name').execute(), wpQuery.orderBy('workplaces.name').execute()]);
  const organisations = new Map<string, ContentOrganization[]>();
  for (const row of orgs) push(organisations, row.postId, { id: row.id, name: row.name, kind: row.kind });
  const workplaces = new Map<string, ContentWorkplace[]>();
  for (const row of wps) push(workplaces, row.postId, { id: row.id, name: row.name, association_id: row.associationId });
  return { organisations, workplaces };
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function audienceOf(row: { isBoardPost: boolean; authorUserId: string | null }, organisations: ContentOrganization[], workplaces: ContentWorkplace[]): PostAudience {
  return {
    organisationIds: organisations.map((o) => o.id),
    workplaceIds: workplaces.map((w) => w.id),
    isBoardPost: row.isBoardPost,
    authorUserId: row.authorUserId,
  };
}

export const workplaceRefs = (workplaces: ContentWorkplace[]): WorkplaceRef[] => workplaces.map((w) => ({ id: w.id, associationId: w.association_id }));

function toPost(viewer: ContentViewer, row: PostRow, audiences: Audiences, readIds: Set<string>): Post | null {
  const organizations = audiences.organisations.get(row.id) ?? [];
  const workplaces = audiences.workplaces.get(row.id) ?? [];
  const audience = audienceOf(row, organizations, workplaces);
  if (!mayReadPost(viewer, audience)) return null;
  return {
    id: row.id,
    title: row.title,
    preamble: row.preamble,
    published_at: row.publishedAt,
    author: row.authorUserId && row.authorFirstname !== null ? { id: row.authorUserId, name: `${row.authorFirstname} ${row.authorLastname}` } : null,
    is_read: readIds.has(row.id),
    is_board_post: row.isBoardPost,
    organizations,
    workplaces,
    can_edit: mayWritePostTo(viewer, audience, workplaceRefs(workplaces)),
  };
}

/** POST posts: every post the caller may see, newest first. */
export async function listPosts(db: Database, viewer: ContentViewer): Promise<Post[]> {
  // Every audience at once: two narrow joins are cheaper than an IN list of hundreds of ids.
  const [rows, audiences, reads] = await Promise.all([
    mayConcern(db, viewer).orderBy('posts.publishedAt', 'desc').orderBy('posts.id').execute(),
    audiencesOf(db, null),
    db.selectFrom('postReads').select('postId').where('userId', '=', viewer.userId).execute(),
  ]);
  const readIds = new Set(reads.map((r) => r.postId));
  const posts: Post[] = [];
  for (const row of rows) {
    const post = toPost(viewer, row, audiences, readIds);
    if (post) posts.push(post);
  }
  return posts;
}

export type OnePost = { found: false } | { found: true; visible: false } | { found: true; visible: true; post: Post & { body: string } };

/** One post with its body, as the caller sees it (before any read mark of this call). */
export async function findPost(db: Database, viewer: ContentViewer, postId: string): Promise<OnePost> {
  const row = await postRows(db).select('posts.body').where('posts.id', '=', postId).executeTakeFirst();
  if (!row) return { found: false };
  const [audiences, read] = await Promise.all([
    audiencesOf(db, [postId]),
    db.selectFrom('postReads').select('postId').where('userId', '=', viewer.userId).where('postId', '=', postId).executeTakeFirst(),
  ]);
  const post = toPost(viewer, row, audiences, new Set(read ? [postId] : []));
  if (!post) return { found: true, visible: false };
  return { found: true, visible: true, post: { ...post, body: row.body } };
}

/** Opening a post marks it read for the caller (once; the first time counts). */
export async function markPostRead(db: Database, postId: string, userId: string): Promise<void> {
  await db.insertInto('postReads').values({ postId, userId, readAt: new Date() })
    .onConflict((oc) => oc.columns(['postId', 'userId']).doNothing())
    .execute();
}

/** The columns a writer sets on a post (trimmed by the route). */
export interface PostFields { title: string; preamble: string; body: string }

async function writeAudience(db: Database, postId: string, audience: Omit<PostAudience, 'authorUserId'>) {
  if (audience.organisationIds.length) {
    await db.insertInto('postOrganisations').values(audience.organisationIds.map((organisationId) => ({ postId, organisationId }))).execute();
  }
  if (audience.workplaceIds.length) {
    await db.insertInto('postWorkplaces').values(audience.workplaceIds.map((workplaceId) => ({ postId, workplaceId }))).execute();
  }
}

/** A new post, published now, with its audience and read by its author, in one transaction (issue 9). */
export async function createPost(
  db: Database, id: string, fields: PostFields, audience: Omit<PostAudience, 'authorUserId'>, authorUserId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('posts').values({ id, ...fields, isBoardPost: audience.isBoardPost, authorUserId, publishedAt: new Date() }).execute();
    await writeAudience(trx, id, audience);
    await markPostRead(trx, id, authorUserId);
  });
}

/** A post's fields and, when given, its new audience in place of the old, in one transaction (issue 9). */
export async function updatePost(db: Database, id: string, fields: PostFields, audience: Omit<PostAudience, 'authorUserId'> | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('posts').set({
      ...fields,
      ...(audience ? { isBoardPost: audience.isBoardPost } : {}),
    }).where('id', '=', id).execute();
    if (audience) {
      await trx.deleteFrom('postOrganisations').where('postId', '=', id).execute();
      await trx.deleteFrom('postWorkplaces').where('postId', '=', id).execute();
      await writeAudience(trx, id, audience);
    }
  });
}

export async function deletePost(db: Database, id: string): Promise<void> {
  await db.deleteFrom('posts').where('id', '=', id).execute();
}
