import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { afterNextPaint, nextTask } from '../../../src/lib/nextTask';

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

describe('afterNextPaint resolves after the next frame, or after a time where no frame comes (issue 38)', () => {
  const withFrames = globalThis as { requestAnimationFrame?: (callback: () => void) => number };
  const held = withFrames.requestAnimationFrame;
  afterEach(() => {
    withFrames.requestAnimationFrame = held;
    jest.useRealTimers();
  });

  test('a frame, then a task: not before the frame', async () => {
    jest.useFakeTimers();
    const frames: (() => void)[] = [];
    withFrames.requestAnimationFrame = (callback) => frames.push(callback);
    let resolved = false;
    const painted = afterNextPaint(1_000).then(() => { resolved = true; });
    await jest.advanceTimersByTimeAsync(50);
    expect(resolved).toBe(false);
    frames[0]();
    await jest.advanceTimersByTimeAsync(1);
    await painted;
    expect(resolved).toBe(true);
  });

  test('no frame comes (a hidden tab): after the time given', async () => {
    jest.useFakeTimers();
    withFrames.requestAnimationFrame = () => 0;
    let resolved = false;
    void afterNextPaint(100).then(() => { resolved = true; });
    await jest.advanceTimersByTimeAsync(99);
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
