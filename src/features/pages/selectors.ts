import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

export const selectPages = (state: RootState) => state.pages.list;
export const selectPageEntry = (state: RootState, slug: string | null) => (slug ? state.pages.bySlug[slug] : undefined);

export interface FooterLink {
  key: string;
  text: string;
  href: string;
  external: boolean;
}

/** Spec §2 footer: CMS pages, internal /sidor/{slug} when there is no external URL. */
export const selectFooterLinks = createSelector([selectPages], (pages): FooterLink[] =>
  pages.map((page) => ({
    key: page.slug,
    text: page.link_text,
    href: page.external_url ?? `/sidor/${encodeURIComponent(page.slug)}`,
    external: Boolean(page.external_url),
  })));
