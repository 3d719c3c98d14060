/**
 * The content host's posts and courses (spec §3 Post and Course, §7). The content host speaks
 * snake_case like its pages. Writing is ours (the spec shows no such calls): see README.md.
 */

export type OrganizationKind = 'psychology' | 'national' | 'secretariat' | 'economist';

export interface ContentOrganization {
  id: string;
  name: string;
  kind: OrganizationKind;
}

export interface ContentWorkplace {
  id: string;
  name: string;
  association_id: string;
}

/** POST posts {user_id} answers these, newest first; POST posts/{id} adds `body`. */
export interface Post {
  id: string;
  title: string;
  preamble: string;
  /** Plain text with the small markup of src/lib/markup.ts; only in the single post's answer. */
  body?: string;
  published_at: string;
  author: { id: string; name: string } | null;
  is_read: boolean;
  is_board_post: boolean;
  organizations: ContentOrganization[];
  workplaces: ContentWorkplace[];
  /** The caller may edit and delete it (spec §6; the server checks again). */
  can_edit: boolean;
}

/** GET courses and GET courses/{id}. */
export interface Course {
  id: string;
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  /** A calendar date, 'yyyy-MM-dd', or null. */
  last_application_date: string | null;
  organizations: ContentOrganization[];
  can_edit: boolean;
}

/** Where a post is published: everyone, an organisation (the secretariat's is the intranet), its board, or a workplace. */
export type PostTargetKind = 'everyone' | 'organization' | 'board' | 'workplace';

export interface PostTargetRef {
  kind: PostTargetKind;
  organization_id?: string;
  workplace_id?: string;
}

/** A place the caller may publish in, named for the form's select. */
export interface PostTarget extends PostTargetRef {
  organization?: ContentOrganization;
  workplace?: ContentWorkplace;
}

/** GET content/targets: where the caller may publish posts and courses (empty lists: nowhere). */
export interface ContentTargets {
  posts: PostTarget[];
  courses: PostTarget[];
}

/** POST posts/create and PUT posts/{id}. On edit, a missing target keeps the post where it is. */
export interface PostInput {
  title: string;
  preamble: string;
  body: string;
  target?: PostTargetRef;
}

/** POST courses/create and PUT courses/{id}. Target 'everyone' or one organisation. */
export interface CourseInput {
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  last_application_date: string | null;
  target: PostTargetRef;
}
