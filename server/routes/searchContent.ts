import type { SearchHit } from '../../src/api/memberTypes';
import { matchesText } from '../../src/domain/contentPlaces';
import { mayReadDocument } from '../../src/domain/documentAccess';
import { loadViewer } from '../content/viewer';
import { listPosts } from '../content/postStore';
import { listCourses } from '../content/courseStore';
import { documentById, documentNamesNewestFirst } from '../documents/documentRecords';
import { organisationName, workplaceName } from '../members/associationStore';
import type { SearchInput } from './search';

/**
 * The posts, courses and documents groups of Search/{term} (issue 11): each by its feature's own
 * rule (src/domain/contentAccess.ts through the stores, src/domain/documentAccess.ts), matched
 * case-insensitively on what its list shows.
 */
export async function searchPosts({ db, actor, term, limit }: SearchInput): Promise<SearchHit[]> {
  const viewer = await loadViewer(db, actor.id);
  if (!viewer) return [];
  const posts = (await listPosts(db, viewer)).filter((post) => matchesText(term, post.title, post.preamble)).slice(0, limit);
  return posts.map((post) => {
    const intranet = post.organizations.some((o) => o.kind === 'secretariat');
    const base = intranet ? (post.is_board_post ? '/kansliet/styrelsen/aktuellt' : '/kansliet/aktuellt') : '/aktuellt';
    const places = post.workplaces.length ? post.workplaces.map((w) => w.name) : post.organizations.map((o) => o.name);
    return { id: post.id, title: post.title, href: `${base}/${post.id}`, date: post.published_at, place: places.length ? places.join(', ') : EVERYONE };
  });
}

export async function searchCourses({ db, actor, term, limit }: SearchInput): Promise<SearchHit[]> {
  const viewer = await loadViewer(db, actor.id);
  if (!viewer) return [];
  const courses = (await listCourses(db, viewer)).filter((course) => matchesText(term, course.title, course.location)).slice(0, limit);
  return courses.map((course) => ({ id: course.id, title: course.title, href: `/kurser/${course.id}`, date: course.starts_at, place: course.location }));
}

const EVERYONE = 'Alla medlemmar';
const SECRETARIAT = 'Kansliet';

/** The workplace's or association's name of a document (issue 23: a hit says where it belongs). */
async function placeName(db: SearchInput['db'], workplaceId: string | null, associationId: string | null): Promise<string | undefined> {
  if (workplaceId) return workplaceName(db, workplaceId);
  if (associationId) return organisationName(db, associationId);
  return undefined;
}

/** Documents by name, in the areas the caller may read; a hit opens its area's list. */
export async function searchDocuments({ db, actor, term, limit }: SearchInput): Promise<SearchHit[]> {
  const candidates = await documentNamesNewestFirst(db);
  const hits: SearchHit[] = [];
  for (const candidate of candidates) {
    if (hits.length >= limit) break;
    if (!matchesText(term, candidate.fileName)) continue;
    const record = await documentById(db, candidate.id);
    if (!record || !mayReadDocument(actor, record)) continue;
    const href = record.area === 'secretariat'
      ? '/kansliet/dokument'
      : record.workplaceId ? `/organisation/${record.associationId}/arbetsplats/${record.workplaceId}/dokument` : `/organisation/${record.associationId}/dokument`;
    const place = record.area === 'secretariat' ? SECRETARIAT : await placeName(db, record.workplaceId, record.associationId);
    hits.push({ id: record.id, title: record.fileName, href, date: record.uploadedAt.toISOString(), place });
  }
  return hits;
}
