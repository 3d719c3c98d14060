import { CaseStatus } from '../../../src/domain/caseStatus';
import type { Random } from './random';
import type { Status } from './caseSpec';

/** How far back the seeded intake goes: a national association after some years. */
export const INTAKE_DAYS = 700;
/** The longest a case waits for a handler; older cases have been picked up. */
export const LONGEST_WAIT_DAYS = 30;

export interface Lifecycle { status: Status; ageDays: number; closedAfterDays?: number }

/**
 * A bulk case's life on a steady intake (issue 26): its age is uniform over the intake, it waits
 * for a handler (at most a month, most a week or more), is handled (most within two months, some
 * counselling for most of a year) and is then closed. Its status follows from its age and these
 * two spans, so the open cases are the young ones, and most cases are closed: about 3 % Nytt,
 * 13 % Pågående and 84 % Avslutat, as an association's case list looks after some years.
 */
export function drawLifecycle(rng: Random): Lifecycle {
  const ageDays = Math.max(1 / 24, rng.next() * INTAKE_DAYS);
  const waitDays = Math.max(1 / 24, LONGEST_WAIT_DAYS * Math.sqrt(rng.next()));
  const handlingDays = rng.chance(0.65) ? 1 + rng.next() * 59 : 60 + rng.next() * 270;
  if (ageDays < waitDays) return { status: CaseStatus.CREATED, ageDays };
  if (ageDays < waitDays + handlingDays) return { status: CaseStatus.IN_PROGRESS, ageDays };
  return { status: CaseStatus.CLOSED, ageDays, closedAfterDays: waitDays + handlingDays };
}
