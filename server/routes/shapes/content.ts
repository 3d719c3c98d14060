import { Type, type Static } from '@sinclair/typebox';
import type * as Dto from '../../../src/api/contentTypes';
import type { Page as PageDto } from '../../../src/api/types';
import { IdName, Maybe, NullableString, OrNull, StringEnum, Uuid, same } from './common';

/** The content host's pages, posts, courses, targets and sign-ups (issues 3, 25); field rules in src/domain/contentValidation.ts. */
export const Page = Type.Object({
  slug: Type.String(), key: Type.String(), link_text: Type.String(), title: Type.String(), body: Type.String(), external_url: NullableString,
});

const ContentOrganization = Type.Object({ id: Type.String(), name: Type.String(), kind: StringEnum(['psychology', 'national', 'secretariat', 'economist'] as const) });
const ContentWorkplace = Type.Object({ id: Type.String(), name: Type.String(), association_id: Type.String() });
const TargetKind = StringEnum(['everyone', 'organization', 'board', 'workplace'] as const);

export const Post = Type.Object({
  id: Type.String(),
  title: Type.String(),
  preamble: Type.String(),
  body: Type.Optional(Type.String()),
  published_at: Type.String(),
  author: Maybe(IdName),
  is_read: Type.Boolean(),
  is_board_post: Type.Boolean(),
  organizations: Type.Array(ContentOrganization),
  workplaces: Type.Array(ContentWorkplace),
  can_edit: Type.Boolean(),
});

const RegistrationStatus = StringEnum(['registered', 'waiting'] as const);
const CourseQuestions = Type.Object({ dietary: Type.Boolean(), workplace: Type.Boolean(), question: NullableString });
export const MyCourseRegistration = Type.Object({
  status: RegistrationStatus,
  place: OrNull(Type.Number()),
  offered: Type.Boolean(),
  registered_at: Type.String(),
  dietary: NullableString,
  workplace: NullableString,
  answer: NullableString,
});
/** What a course's author writes, in both the answer and the input. */
const courseFields = {
  title: Type.String(),
  description: Type.String(),
  location: Type.String(),
  starts_at: Type.String(),
  ends_at: Type.String(),
  last_application_date: NullableString,
};
export const Course = Type.Object({
  id: Type.String(),
  ...courseFields,
  organizations: Type.Array(ContentOrganization),
  can_edit: Type.Boolean(),
  seats: OrNull(Type.Number()),
  seats_left: OrNull(Type.Number()),
  waiting_count: Type.Number(),
  questions: CourseQuestions,
  registration: Maybe(MyCourseRegistration),
});
const CourseParticipant = Type.Object({
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
export const CourseRegistrations = Type.Object({
  course_id: Type.String(), seats: OrNull(Type.Number()), participants: Type.Array(CourseParticipant), waiting: Type.Array(CourseParticipant),
});
export const MyRegistrationItem = Type.Object({
  course: Type.Object({ id: Type.String(), title: Type.String(), location: Type.String(), starts_at: Type.String(), ends_at: Type.String() }),
  registration: MyCourseRegistration,
});
const PostTarget = Type.Object({
  kind: TargetKind,
  organization_id: Type.Optional(Type.String()),
  workplace_id: Type.Optional(Type.String()),
  organization: Type.Optional(ContentOrganization),
  workplace: Type.Optional(ContentWorkplace),
});
export const ContentTargets = Type.Object({ posts: Type.Array(PostTarget), courses: Type.Array(PostTarget) });

// Requests.
export const UserIdBody = Type.Object({ user_id: Uuid });
const Target = Type.Object({ kind: TargetKind, organization_id: Type.Optional(Uuid), workplace_id: Type.Optional(Uuid) });
const postInput = { title: Type.String(), preamble: Type.String(), body: Type.String() };
export const PostCreateBody = Type.Object({ ...postInput, target: Target });
export const PostUpdateBody = Type.Object({ ...postInput, target: Type.Optional(Target) });
export const CourseInputBody = Type.Object({
  ...courseFields,
  target: Target,
  seats: Type.Optional(OrNull(Type.Number())),
  questions: Type.Optional(Type.Object({ dietary: Type.Boolean(), workplace: Type.Boolean(), question: NullableString }, { additionalProperties: false })),
});
export const RegistrationBody = Type.Partial(Type.Object({ dietary: Type.String(), workplace: Type.String(), answer: Type.String() }));

same<Static<typeof Page>, PageDto>(true);
same<Static<typeof Post>, Dto.Post>(true);
same<Static<typeof Course>, Dto.Course>(true);
same<Static<typeof CourseRegistrations>, Dto.CourseRegistrations>(true);
same<Static<typeof MyRegistrationItem>, Dto.MyRegistrationItem>(true);
same<Static<typeof ContentTargets>, Dto.ContentTargets>(true);
same<Static<typeof PostCreateBody>, Required<Dto.PostInput>>(true);
same<Static<typeof PostUpdateBody>, Dto.PostInput>(true);
same<Static<typeof CourseInputBody>, Dto.CourseInput>(true);
same<Static<typeof RegistrationBody>, Dto.RegistrationInput>(true);
