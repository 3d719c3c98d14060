import * as texts from './texts';
import type { SeedWorld } from './world';

/** The CMS pages, sorted in the order of `texts.pages`. */
export function seedPages(world: SeedWorld) {
  texts.pages.forEach((page, i) => {
    world.rows.pages.push({
      slug: page.slug, key: page.key, linkText: page.linkText, title: page.title, body: page.body,
      externalUrl: page.externalUrl, sortOrder: (i + 1) * 10,
    });
  });
}
