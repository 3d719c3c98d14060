import type { Database } from '../db/database';
import type { Page } from '../../src/api/types';

/** The CMS pages of the content host (spec §7), public: the footer shows them on signed-out pages too. */

const pageQuery = (db: Database) => db.selectFrom('pages').select(['slug', 'key', 'linkText', 'title', 'body', 'externalUrl']);

function toPage(row: { slug: string; key: string; linkText: string; title: string; body: string; externalUrl: string | null }): Page {
  return { slug: row.slug, key: row.key, link_text: row.linkText, title: row.title, body: row.body, external_url: row.externalUrl };
}

export async function listPages(db: Database): Promise<Page[]> {
  const rows = await pageQuery(db).orderBy('sortOrder').orderBy('slug').execute();
  return rows.map(toPage);
}

/** The page of the slug, or null when there is none. */
export async function findPage(db: Database, slug: string): Promise<Page | null> {
  const row = await pageQuery(db).where('slug', '=', slug).executeTakeFirst();
  return row ? toPage(row) : null;
}
