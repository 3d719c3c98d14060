/**
 * The content host's posts and courses (spec §3 Post and Course, §7): declared once, as schemas
 * (./shapes/content.ts). The content host speaks snake_case like its pages.
 */
export type {
  ContentOrganization, ContentTargets, ContentWorkplace, Course, CourseInput, CourseParticipant, CourseQuestions, CourseRegistrations, MyCourseRegistration,
  MyRegistrationItem, OrganizationKind, Post, PostCreateInput, PostInput, PostTarget, PostTargetKind, PostTargetRef, RegistrationInput, RegistrationStatus,
} from './shapes/content';
