import { EventEmitter } from 'node:events';
import type { Client } from 'pg';

/**
 * A stand-in for the change feed's listening connection (its `connect` option), for the faults a
 * real one shows only now and then: an answer that is slow or never comes, an end without an error,
 * a late error after the feed let it go. It answers each query after `answerMs` (never when null)
 * and records what it was asked; an ended one refuses, as pg does.
 */
export class StandInConnection extends EventEmitter {
  readonly asked: string[] = [];
  ended = false;
  answerMs: number | null = 0;

  query(text: string): Promise<unknown> {
    this.asked.push(text);
    if (this.ended) return Promise.reject(new Error('Client was closed and is not queryable'));
    const answerMs = this.answerMs;
    if (answerMs === null) return new Promise(() => {});
    return new Promise((resolve) => setTimeout(() => resolve({ rows: [] }), answerMs));
  }

  end(): Promise<void> {
    this.ended = true;
    return Promise.resolve();
  }

  /** The round trips asked besides the LISTEN: the heartbeat's. */
  beats(): number {
    return this.asked.filter((text) => !/^listen /.test(text)).length;
  }

  listened(): boolean {
    return this.asked.some((text) => /^listen /.test(text));
  }
}

/** What a connect does in turn: give a connection, fail, or wait for the test (a promise). */
export type ConnectStep = StandInConnection | Error | Promise<StandInConnection>;

/** A `connect` that follows the steps (a new answering connection once they run out), with the times it was called. */
export function standInConnects(...steps: ConnectStep[]) {
  const attempts: number[] = [];
  const made: StandInConnection[] = [];
  return {
    attempts,
    made,
    connect: async (): Promise<Client> => {
      attempts.push(Date.now());
      const step = steps.shift() ?? new StandInConnection();
      if (step instanceof Error) throw step;
      const connection = await step;
      made.push(connection);
      return connection as unknown as Client;
    },
  };
}

/** A promise the test settles itself. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
