import { SEED_ANCHOR } from './demoAccounts';

export const ANCHOR = SEED_ANCHOR.getTime();
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
const HOUR = 60 * MINUTE;
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ANCHOR_DAY = Math.floor(ANCHOR / DAY) * DAY;

/**
 * Moves a moment into office hours of its day (06–17 UTC; on the anchor's day 06 up to the
 * anchor), keeping the order of any two moments, so a time line stays a time line.
 */
export function officeHours(ms: number): number {
  const day = Math.floor(ms / DAY) * DAY;
  const into = ms - day;
  const mapped = day >= ANCHOR_DAY
    ? day + 6 * HOUR + (into * (ANCHOR - ANCHOR_DAY - 6 * HOUR)) / (ANCHOR - ANCHOR_DAY)
    : day + 6 * HOUR + (into * 11) / 24;
  return Math.floor(mapped / 1000) * 1000;
}
