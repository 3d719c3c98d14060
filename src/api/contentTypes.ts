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
  /** Issue 25: how many may come (null: no limit), how many seats are left, how many wait. */
  seats: number | null;
  seats_left: number | null;
  waiting_count: number;
  /** What the sign-up form asks for besides the name. */
  questions: CourseQuestions;
  /** The caller's own sign-up, or null. */
  registration: MyCourseRegistration | null;
}

/** Issue 25: the optional questions of a course's sign-up form. */
export interface CourseQuestions {
  dietary: boolean;
  workplace: boolean;
  /** A free-text question of the course's own, or null. */
  question: string | null;
}

export type RegistrationStatus = 'registered' | 'waiting';

/** The caller's sign-up to a course. */
export interface MyCourseRegistration {
  status: RegistrationStatus;
  /** The place on the waiting list, from 1; null when registered. */
  place: number | null;
  /** The seat came from the waiting list (the member is told so on the course page). */
  offered: boolean;
  registered_at: string;
  dietary: string | null;
  workplace: string | null;
  answer: string | null;
}

/** POST courses/{id}/registration: the answers to the questions the course asks (the others left out). */
export interface RegistrationInput {
  dietary?: string;
  workplace?: string;
  answer?: string;
}

/** One line of the secretariat's participant list; a protected identity has name and member number only. */
export interface CourseParticipant {
  user_id: string;
  name: string;
  member_number: string | null;
  protected_identity: boolean;
  email: string | null;
  status: RegistrationStatus;
  place: number | null;
  registered_at: string;
  dietary: string | null;
  workplace: string | null;
  answer: string | null;
}

/** GET courses/{id}/registrations (the secretariat). */
export interface CourseRegistrations {
  course_id: string;
  seats: number | null;
  participants: CourseParticipant[];
  waiting: CourseParticipant[];
}

/** GET courses/registrations/mine: the caller's sign-ups, by course start. */
export interface MyRegistrationItem {
  course: Pick<Course, 'id' | 'title' | 'location' | 'starts_at' | 'ends_at'>;
  registration: MyCourseRegistration;
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
  /** Issue 25; left out, a new course has no limit and asks nothing, an edited one keeps its own. */
  seats?: number | null;
  questions?: CourseQuestions;
}
