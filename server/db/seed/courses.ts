import { Random } from './random';
import { demoOrganisationNames } from './demoAccounts';
import * as texts from './texts';
import { ANCHOR, DAY, isoDate, MINUTE } from './time';
import type { SeedWorld } from './world';

/** Courses around the anchor, every third one tied to one or two associations. */
export function seedCourses(world: SeedWorld) {
  const rng = new Random('courses');
  const organisations = [...world.regional, ...world.networkOrgs, ...world.nationalOrgs];
  for (let i = 0; i < world.volumes.courses; i++) {
    const text = texts.courses[i % texts.courses.length];
    const id = rng.uuid();
    const startDay = Math.floor(ANCHOR / DAY) + rng.int(-60, 240);
    const startsAt = startDay * DAY + 8 * 60 * MINUTE; // 09:00 in Sweden in winter
    const days = rng.chance(0.3) ? 2 : 1;
    const endsAt = startsAt + (days - 1) * DAY + 7 * 60 * MINUTE;
    const location = rng.pick(texts.courseLocations);
    world.rows.courses.push({
      id, title: text.title, description: `${text.description}\n\nPlats: ${location}.`, location,
      startsAt: new Date(startsAt), endsAt: new Date(endsAt),
      lastApplicationDate: rng.chance(0.85) ? isoDate(startsAt - rng.int(7, 21) * DAY) : null,
    });
    if (i % 3 === 1) {
      const tied = i === 1 ? [world.org(demoOrganisationNames.styrelseBoardOf)] : rng.sample(organisations, rng.chance(0.3) ? 2 : 1);
      for (const org of tied) world.rows.courseOrganisations.push({ courseId: id, organisationId: org.id });
    }
  }
}
