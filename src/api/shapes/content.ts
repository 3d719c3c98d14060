import { Type, type Static } from '@sinclair/typebox';
import { IdName, Maybe, NullableString, OrNull, StringEnum, Uuid } from './common';

/**
 * The content host's pages, posts, courses, targets and sign-ups (spec §3 Post and Course, §7;
 * issues 3, 25); field rules in src/domain/contentValidation.ts. The content host speaks
 * snake_case like its pages. Writing is ours (the spec shows no such calls): see README.md.
 */

/** A CMS page (content host). */
export const Page = Type.Object({
  slug: Type.String(), key: Type.String(), link_text: Type.String(), title: Type.String(), body: Type.String(), external_url: NullableString,
});
export type Page = Static<typeof Page>;

export const OrganizationKind = StringEnum(['psychology', 'national', 'secretariat', 'economist'] as const);
export type OrganizationKind = Static<typeof OrganizationKind>;

export const ContentOrganization = Type.Object({ id: Type.String(), name: Type.String(), kind: OrganizationKind });
export type ContentOrganization = Static<typeof ContentOrganization>;

export const ContentWorkplace = Type.Object({ id: Type.String(), name: Type.String(), association_id: Type.String() });
export type ContentWorkplace = Static<typeof ContentWorkplace>;

/** Where a post is published: everyone, an organisation (the secretariat's is the intranet), its board, or a workplace. */
export const PostTargetKind = StringEnum(['everyone', 'organization', 'board', 'workplace'] as const);
export type PostTargetKind = Static<typeof PostTargetKind>;

/** POST posts {user_id} answers these, newest first; POST posts/{id} adds `body`. */
export const Post = Type.Object({
  id: Type.String(),
  title: Type.String(),
  preamble: Type.String(),
  /** Plain text with the small markup of src/lib/markup.ts; only in the single post's answer. */
  body: Type.Optional(Type.String()),
  published_at: Type.String(),
  author: Maybe(IdName),
  is_read: Type.Boolean(),
  is_board_post: Type.Boolean(),
  organizations: Type.Array(ContentOrganization),
  workplaces: Type.Array(ContentWorkplace),
  /** The caller may edit and delete it (spec §6; the server checks again). */
  can_edit: Type.Boolean(),
});
export type Post = Static<typeof Post>;

export const RegistrationStatus = StringEnum(['registered', 'waiting'] as const);
export type RegistrationStatus = Static<typeof RegistrationStatus>;

/** Issue 25: the optional questions of a course's sign-up form. */
export const CourseQuestions = Type.Object({
  dietary: Type.Boolean(),
  workplace: Type.Boolean(),
  /** A free-text question of the course's own, or null. */
  question: NullableString,
});
export type CourseQuestions = Static<typeof CourseQuestions>;

/** The caller's sign-up to a course. */
export const MyCourseRegistration = Type.Object({
  status: RegistrationStatus,
  /** The place on the waiting list, from 1; null when registered. */
  place: OrNull(Type.Number()),
  /** The seat came from the waiting list (the member is told so on the course page). */
  offered: Type.Boolean(),
  registered_at: Type.String(),
  dietary: NullableString,
  workplace: NullableString,
  answer: NullableString,
});
export type MyCourseRegistration = Static<typeof MyCourseRegistration>;

/** What a course's author writes, in both the answer and the input. */
const courseFields = {
  title: Type.String(),
  description: Type.String(),
  location: Type.String(),
  starts_at: Type.String(),
  ends_at: Type.String(),
  /** A calendar date, 'yyyy-MM-dd', or null. */
  last_application_date: NullableString,
};

/** GET courses and GET courses/{id}. */
export const Course = Type.Object({
  id: Type.String(),
  ...courseFields,
  organizations: Type.Array(ContentOrganization),
  can_edit: Type.Boolean(),
  /** Issue 25: how many may come (null: no limit), how many seats are left, how many wait. */
  seats: OrNull(Type.Number()),
  seats_left: OrNull(Type.Number()),
  waiting_count: Type.Number(),
  /** What the sign-up form asks for besides the name. */
  questions: CourseQuestions,
  /** The caller's own sign-up, or null. */
  registration: Maybe(MyCourseRegistration),
});
export type Course = Static<typeof Course>;

/** One line of the secretariat's participant list; a protected identity has name and member number only. */
export const CourseParticipant = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  member_number: NullableString,
  protected_identity: Type.Boolean(),
  email: NullableString,
  status: RegistrationStatus,
  place: OrNull(Type.Number()),
  registered_at: Type.String(),
  dietary: NullableString,
  workplace: NullableString,
  answer: NullableString,
});
export type CourseParticipant = Static<typeof CourseParticipant>;

/** GET courses/{id}/registrations (the secretariat). */
export const CourseRegistrations = Type.Object({
  course_id: Type.String(), seats: OrNull(Type.Number()), participants: Type.Array(CourseParticipant), waiting: Type.Array(CourseParticipant),
});
export type CourseRegistrations = Static<typeof CourseRegistrations>;

/** GET courses/registrations/mine: the caller's sign-ups, by course start. */
export const MyRegistrationItem = Type.Object({
  course: Type.Object({ id: Type.String(), title: Type.String(), location: Type.String(), starts_at: Type.String(), ends_at: Type.String() }),
  registration: MyCourseRegistration,
});
export type MyRegistrationItem = Static<typeof MyRegistrationItem>;

/** A place the caller may publish in, named for the form's select. */
export const PostTarget = Type.Object({
  kind: PostTargetKind,
  organization_id: Type.Optional(Type.String()),
  workplace_id: Type.Optional(Type.String()),
  organization: Type.Optional(ContentOrganization),
  workplace: Type.Optional(ContentWorkplace),
});
export type PostTarget = Static<typeof PostTarget>;

/** GET content/targets: where the caller may publish posts and courses (empty lists: nowhere). */
export const ContentTargets = Type.Object({ posts: Type.Array(PostTarget), courses: Type.Array(PostTarget) });
export type ContentTargets = Static<typeof ContentTargets>;

// Requests.

/** POST posts and POST posts/{id}: whose view (the content host's calls name the user). */
export const UserIdBody = Type.Object({ user_id: Uuid });

/** Where a post or course goes (the ids of the caller's targets). */
export const PostTargetRef = Type.Object({ kind: PostTargetKind, organization_id: Type.Optional(Uuid), workplace_id: Type.Optional(Uuid) });
export type PostTargetRef = Static<typeof PostTargetRef>;

const postFields = { title: Type.String(), preamble: Type.String(), body: Type.String() };
/** PUT posts/{id} (and the SPA's post form). On edit, a missing target keeps the post where it is. */
export const PostInput = Type.Object({ ...postFields, target: Type.Optional(PostTargetRef) });
export type PostInput = Static<typeof PostInput>;
/** POST posts/create: a new post names its target. */
export const PostCreateInput = Type.Object({ ...postFields, target: PostTargetRef });
export type PostCreateInput = Static<typeof PostCreateInput>;

/** POST courses/create and PUT courses/{id}. Target 'everyone' or one organisation. */
export const CourseInput = Type.Object({
  ...courseFields,
  target: PostTargetRef,
  /** Issue 25; left out, a new course has no limit and asks nothing, an edited one keeps its own. */
  seats: Type.Optional(OrNull(Type.Number())),
  questions: Type.Optional(Type.Object({ dietary: Type.Boolean(), workplace: Type.Boolean(), question: NullableString }, { additionalProperties: false })),
});
export type CourseInput = Static<typeof CourseInput>;

/** POST courses/{id}/registration: the answers to the questions the course asks (the others left out). */
export const RegistrationInput = Type.Partial(Type.Object({ dietary: Type.String(), workplace: Type.String(), answer: Type.String() }));
export type RegistrationInput = Static<typeof RegistrationInput>;
