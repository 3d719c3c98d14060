import { Random } from './random';
import { demoOrganisationNames } from './demoAccounts';
import * as texts from './texts';
import { ANCHOR, DAY, isoDate, MINUTE } from './time';
import type { SeedWorld } from './world';

/** Courses around the anchor, every third one tied to one or two associations. */
export function seedCourses(world: SeedWorld) {
  const rng = new Random('courses');
  const organisations = [...world.regional, ...world.networkOrgs, ...world.nationalOrgs];
  // Issue 23: a course given again carries its place in its title (so do the earlier times), so
  // that no two hits in the search or the lists read alike; each time it is given somewhere else.
  const placesOf = new Map<string, string[]>();
  for (let i = 0; i < world.volumes.courses; i++) {
    const text = texts.courses[i % texts.courses.length];
    const id = rng.uuid();
    const startDay = Math.floor(ANCHOR / DAY) + rng.int(-60, 240);
    const startsAt = startDay * DAY + 8 * 60 * MINUTE; // 09:00 in Sweden in winter
    const days = rng.chance(0.3) ? 2 : 1;
    const endsAt = startsAt + (days - 1) * DAY + 7 * 60 * MINUTE;
    let location = rng.pick(texts.courseLocations);
    const earlier = placesOf.get(text.title) ?? [];
    // At a large scale a course is given more often than there are places: then its date tells it apart.
    const elsewhere = texts.courseLocations.filter((l) => !earlier.includes(l));
    const everywhere = elsewhere.length === 0;
    if (earlier.includes(location) && !everywhere) location = new Random(`course-again:${i}`).pick(elsewhere);
    placesOf.set(text.title, [...earlier, location]);
    let title = text.title;
    if (earlier.length > 0) {
      title = `${text.title}, ${placeOfCourse(location)}${everywhere ? ` ${isoDate(startsAt)}` : ''}`;
      if (earlier.length === 1) {
        const first = world.rows.courses.find((course) => course.title === text.title)!;
        first.title = `${text.title}, ${placeOfCourse(earlier[0])}`;
      }
    }
    world.rows.courses.push({
      // The place is a fact of its own on the course page, not repeated in the text (issue 34).
      id, title, description: text.description, location,
      startsAt: new Date(startsAt), endsAt: new Date(endsAt),
      lastApplicationDate: rng.chance(0.85) ? isoDate(startsAt - rng.int(7, 21) * DAY) : null,
    });
    if (i % 3 === 1) {
      const tied = i === 1 ? [world.org(demoOrganisationNames.styrelseBoardOf)] : rng.sample(organisations, rng.chance(0.3) ? 2 : 1);
      for (const org of tied) world.rows.courseOrganisations.push({ courseId: id, organisationId: org.id });
    }
  }
}

/** 'Göteborg, Konferenscentrum Wallenberg' → 'Göteborg'; 'Distans (digitalt)' → 'distans'. */
function placeOfCourse(location: string): string {
  return location.startsWith('Distans') ? 'distans' : location.split(',')[0];
}
