import { execFile } from 'node:child_process';

/**
 * A control for the day bench's CPU ratio (issue 38): what this machine charges a process for being
 * half as busy, without the portal. The same fixed piece of work (a list of 200 rows made, written
 * as JSON, read back and hashed: about a request's worth) runs in plain Node processes that do
 * nothing else, at a given number of calls a second: one process at the rate of the portal's
 * one-process window, then two processes at half that rate each, as the portal's two do. Their CPU
 * per call, two over one, is the machine's own part of the budgeted ratio (caches gone cold, a
 * core put to sleep between calls), measured in the same rounds as the portal's windows.
 */
const WORKER = `
const { createHash } = require('node:crypto');
const [perSecond, seconds] = process.argv.slice(1).map(Number);
if (!(perSecond > 0 && seconds > 0)) throw new Error('the control: calls a second and seconds above 0');
const call = (i) => {
  const rows = [];
  for (let r = 0; r < 200; r += 1) rows.push({ id: i * 1000 + r, title: 'Ärende ' + r, status: r % 3, tags: [r % 5, r % 7] });
  const text = JSON.stringify(rows);
  return createHash('sha256').update(text).digest('hex').length + JSON.parse(text).length;
};
for (let i = 0; i < 500; i += 1) call(i);
const start = process.cpuUsage();
const began = Date.now();
let calls = 0;
const next = () => {
  call(calls);
  calls += 1;
  const due = began + (calls * 1000) / perSecond;
  if (due - began < seconds * 1000) setTimeout(next, Math.max(0, due - Date.now()));
  else {
    const spent = process.cpuUsage(start);
    process.stdout.write(JSON.stringify({ calls, microseconds: spent.user + spent.system, milliseconds: Date.now() - began }));
  }
};
next();
`;

/** Its calls, their CPU and the wall-clock time they took. */
export interface ControlRun { calls: number; microseconds: number; milliseconds: number }

/** One control process: `perSecond` calls a second for `seconds`, its CPU from after its warm-up. */
export function runControlProcess(perSecond: number, seconds: number): Promise<ControlRun> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', WORKER, String(perSecond), String(seconds)], (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as ControlRun);
    });
  });
}

/** CPU per call of several runs together, in µs. */
export const microsecondsPerCall = (runs: ControlRun[]) =>
  runs.reduce((sum, run) => sum + run.microseconds, 0) / runs.reduce((sum, run) => sum + run.calls, 0);

/** A round of the control: one process at `perSecond`, then two at half of it each; their CPU per call, two over one. */
export async function controlRound(perSecond: number, seconds: number): Promise<{ one: number; two: number; ratio: number; calls: { one: number; two: number } }> {
  const alone = [await runControlProcess(perSecond, seconds)];
  const pair = await Promise.all([runControlProcess(perSecond / 2, seconds), runControlProcess(perSecond / 2, seconds)]);
  const [one, two] = [microsecondsPerCall(alone), microsecondsPerCall(pair)];
  const calls = (runs: ControlRun[]) => runs.reduce((sum, run) => sum + run.calls, 0);
  return { one, two, ratio: two / one, calls: { one: calls(alone), two: calls(pair) } };
}

/** CPU per call of one process and of two at half its rate each, in µs. */
export interface PerCallPair { one: number; two: number }

/**
 * Issue 38's budgeted CPU ratio: the portal's CPU per request through two processes over one,
 * less what the control says this machine charges any process per call for being half as busy
 * (`control.two − control.one`, taken off the two processes' figure). A fixed sum per call is the
 * smallest correction the control allows (a price in proportion to the work would take off
 * `control.two / control.one` of it instead): what is left over 1 is work a second portal process adds.
 */
export const ratioBeyondTheMachine = (portal: PerCallPair, control: PerCallPair) =>
  (portal.two - (control.two - control.one)) / portal.one;
