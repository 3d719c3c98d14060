import { Random } from './random';
import { demoAccounts } from './demoAccounts';
import { ANCHOR, DAY, MINUTE } from './time';
import type { SeedWorld } from './world';

const SEATS = [12, 16, 20, 24, 30, 40] as const;
const QUESTIONS = ['Vad hoppas du få ut av kursen?', 'Har du gått en liknande kurs tidigare?', 'Vilken målgrupp arbetar du med?'] as const;

/**
 * Issue 25: seats and questions for the seeded courses, and sign-ups to the courses for everyone
 * (from their own random stream, so the courses' other content is as before). One small course is
 * full with a waiting list, and skyddad has signed up for one (the secretariat sees a protected
 * identity as name and member number only).
 */
export function seedCourseRegistrations(world: SeedWorld) {
  const rng = new Random('courseRegistrations');
  const tied = new Set(world.rows.courseOrganisations.map((row) => row.courseId));
  const people = world.members.filter((person) => person.memberNumber !== null && !person.demo && !person.protectedIdentity);
  let full = false;
  let protectedShown = false;
  for (const course of world.rows.courses) {
    const unlimited = rng.chance(0.15);
    course.seats = unlimited ? null : rng.pick(SEATS);
    course.asksDietary = rng.chance(0.6);
    course.asksWorkplace = rng.chance(0.4);
    course.question = rng.chance(0.3) ? rng.pick(QUESTIONS) : null;
    const startsAt = new Date(course.startsAt as Date).getTime();
    if (tied.has(course.id) || startsAt < ANCHOR || people.length === 0) continue;
    let count = rng.int(0, 6);
    if (!full && course.seats !== null) {
      course.seats = 4;
      count = 6;
      full = true;
    }
    const chosen = rng.sample(people, Math.min(count, people.length)).map((person) => person.id);
    if (!protectedShown) {
      chosen.push(demoAccounts.skyddad.id);
      protectedShown = true;
    }
    chosen.forEach((userId, index) => {
      const seats = course.seats ?? null;
      const seat = seats === null || index < seats;
      world.rows.courseRegistrations.push({
        id: rng.uuid(),
        courseId: course.id as string,
        userId,
        status: seat ? 'registered' : 'waiting',
        registeredAt: new Date(ANCHOR - (chosen.length - index) * DAY - rng.int(0, 600) * MINUTE),
        dietary: course.asksDietary && rng.chance(0.3) ? rng.pick(['Vegetarisk', 'Glutenfri', 'Laktosfri', 'Vegansk']) : null,
        workplace: course.asksWorkplace ? rng.pick(world.workplaces).name : null,
        answer: course.question ? rng.pick(['Fördjupning i mitt arbete.', 'Nya verktyg att använda direkt.', 'Utbyte med kollegor.']) : null,
      });
    });
  }
}
