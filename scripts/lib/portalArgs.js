/**
 * The Node arguments and environment of a portal process: `npm start` and every script that starts one (the
 * journeys, the benches, the cluster suite) start the same process, so they measure the one that runs.
 *
 * --max-semi-space-size=16: V8's young generation at most 3 × 16 MB, as Node 20 sized it. Node 24
 * sizes it by the machine's memory; at seed scale 50, after the secretariat's list, a member search
 * and 200 members' lists, one process held 252 MB of V8 heap for 120 MB of live objects and 569 MB
 * resident after a full collection; with the flag, 158 MB and 450 MB (issue 38: 512 MB per process).
 *
 * --min-semi-space-size=16: and at least 16 MB from the start. V8 starts it at 1 MB, grows it under a
 * high allocation rate and shrinks it under a low one, and a portal process's rate is low: in the
 * day's load (`npm run bench -- day`, seed scale 10, about 20 calls a second) a process at half the
 * rate kept a smaller one and collected it more often, 66 scavenges per 1,000 calls through one
 * process and 91 through two; with the flag, 12 and 13 (a counting build, not kept). What it may cost
 * is the young generation's pages once touched; after that load the processes held 252 and 254 MB
 * resident with it and 270 and 271 MB without (one run each; at seed scale 50, 397 and 359 MB).
 */
export const portalNodeArgs = ['--max-semi-space-size=16', '--min-semi-space-size=16', '--import', 'tsx', 'server/index.ts'];

/**
 * MALLOC_ARENA_MAX=2: glibc's malloc keeps at most two arenas (it makes up to eight per core for
 * the threads that allocate: libuv's pool, V8's, the zlib of the case list's compressed buckets),
 * whose freed memory stays resident, fragmented. A process at seed scale 50 after the secretariat's
 * list and a few reloads: 351 MB resident with it, 417 MB without (the same V8 heap: 212 and 231 MB),
 * issue 38's budget being 512 MB after a day's load. A value already set in the environment wins.
 * (Read by glibc at the process's start, so it is the parent's to set; elsewhere it means nothing.)
 */
export const portalEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: '2', ...env });
