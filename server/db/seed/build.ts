import { seedVolumes, type SeedOptions } from './volumes';
import type { SeedRows } from './tables';
import { SeedWorld } from './world';
import { seedOrganisations, seedWorkplaces } from './organisations';
import { flushPeople, seedUsers } from './users';
import { seedBoards } from './boards';
import { seedBlobs } from './files';
import { seedCases } from './cases';
import { seedPosts } from './posts';
import { seedCourses } from './courses';
import { seedCourseRegistrations } from './courseRegistrations';
import { seedDocuments } from './documents';
import { seedPages } from './pages';
import { seedSavedReplies } from './savedReplies';
import { seedFormerMember } from './formerMember';

export { seedTables, type SeedRows, type SeedTable } from './tables';
export { seedVolumes, type SeedOptions, type SeedVolumes } from './volumes';

/**
 * All demo rows, deterministically. Every step draws from its own named random stream, but later
 * steps read what earlier ones built (memberships, boards, e-mail addresses taken) and the rows
 * keep their push order, so the order of the steps below is part of the seed's content.
 */
export function buildSeed(options: SeedOptions = {}): SeedRows {
  const world = new SeedWorld(seedVolumes(options));
  seedOrganisations(world);
  seedWorkplaces(world);
  seedUsers(world);
  seedBoards(world);
  flushPeople(world);
  seedBlobs(world);
  seedCases(world);
  seedPosts(world);
  seedCourses(world);
  seedCourseRegistrations(world);
  seedDocuments(world);
  seedPages(world);
  seedSavedReplies(world);
  seedFormerMember(world);
  return world.rows;
}
