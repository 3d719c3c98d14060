import { sql } from 'kysely';
import type { Database } from '../../server/db/database';
import { CHANGE_FEED_APPLICATION, type ChangeFeed, type ChangeTopic } from '../../server/db/changeFeed';

/** The app's database with a count of the queries it sends. */
export function counted(): { appDatabase: (db: Database) => Database; queries: () => number } {
  let count = 0;
  return {
    appDatabase: (db) => db.withPlugin({
      transformQuery: (args) => { count += 1; return args.node; },
      transformResult: async (args) => args.result,
    }),
    queries: () => count,
  };
}

export async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Ends the feed's listening connection from the database's side. */
export const terminateListener = (db: Database) => sql`select pg_terminate_backend(pid) from pg_stat_activity
  where datname = current_database() and application_name = ${CHANGE_FEED_APPLICATION}`.execute(db);

export const moved = (feed: ChangeFeed, topic: ChangeTopic, from: number | undefined) => () => feed.mark(topic) !== undefined && feed.mark(topic) !== from;
