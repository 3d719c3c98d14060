import type { Database } from '../db/database';
import type { ContentOrganization, ContentWorkplace, Post } from '../../src/api/contentTypes';
import { mayReadPost, mayWritePostTo, type ContentViewer, type PostAudience, type WorkplaceRef } from '../../src/domain/contentAccess';

/**
 * Posts as a caller sees them. The audiences of all posts are small (a post has one or two places),
 * so they are read whole and filtered with the one rule of src/domain/contentAccess.ts, which the
 * tests check as a table; only the caller's own reads are looked up.
 */

interface PostRow {
  id: string; title: string; preamble: string; publishedAt: Date; isBoardPost: boolean;
  authorUserId: string | null; authorFirstname: string | null; authorLastname: string | null;
}

interface Audiences {
  organisations: Map<string, ContentOrganization[]>;
  workplaces: Map<string, ContentWorkplace[]>;
}

const postColumns = ['posts.id', 'posts.title', 'posts.preamble', 'posts.publishedAt', 'posts.isBoardPost', 'posts.authorUserId',
  'users.firstname as authorFirstname', 'users.lastname as authorLastname'] as const;

function postRows(db: Database) {
  return db.selectFrom('posts').leftJoin('users', 'users.id', 'posts.authorUserId').select(postColumns);
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
    published_at: new Date(row.publishedAt).toISOString(),
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
  const [rows, audiences, reads] = await Promise.all([
    postRows(db).orderBy('posts.publishedAt', 'desc').orderBy('posts.id').execute(),
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
