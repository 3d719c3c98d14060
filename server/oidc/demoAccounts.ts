import { demoAccounts as seeded } from '../db/seed';

/** The demo accounts of the demo seed, as the login page lists them (the README lists the same). */
export const demoAccounts: ReadonlyArray<{ username: string; description: string }> = Object.values(seeded)
  .map(({ username, description }) => ({ username, description }));
