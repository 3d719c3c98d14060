/**
 * The Node arguments of a portal process: `npm start` and every script that starts one (the
 * journeys, the benches, the cluster suite) start the same process, so they measure the one that runs.
 *
 * --max-semi-space-size=16: V8's young generation at most 3 × 16 MB, as Node 20 sized it. Node 24
 * sizes it by the machine's memory; at seed scale 50, after the secretariat's list, a member search
 * and 200 members' lists, one process held 252 MB of V8 heap for 120 MB of live objects and 569 MB
 * resident after a full collection; with the flag, 158 MB and 450 MB (issue 38: 512 MB per process).
 */
export const portalNodeArgs = ['--max-semi-space-size=16', '--import', 'tsx', 'server/index.ts'];
