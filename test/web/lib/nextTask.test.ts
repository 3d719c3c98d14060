import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from '../../../src/lib/nextTask';

async function order() {
  const seen: string[] = [];
  const done = nextTask().then(() => seen.push('next task'));
  void Promise.resolve().then(() => seen.push('microtask'));
  seen.push('this task');
  await done;
  return seen;
}

describe('nextTask resolves in a later task: after this task and its microtasks', () => {
  afterEach(() => { delete (globalThis as { MessageChannel?: unknown }).MessageChannel; });

  test('with a message (browsers)', async () => {
    (globalThis as { MessageChannel?: unknown }).MessageChannel = NodeMessageChannel;
    await expect(order()).resolves.toEqual(['this task', 'microtask', 'next task']);
  });

  test('with a timer where there is no MessageChannel', async () => {
    await expect(order()).resolves.toEqual(['this task', 'microtask', 'next task']);
  });
});
