import { Coalescer } from '../../server/cases/coalesce';

/** Issue 13: polls of one list at the same moment share one look at the database. */
describe('Coalescer', () => {
  const deferred = () => {
    let resolve!: (value: number) => void;
    const promise = new Promise<number>((r) => { resolve = r; });
    return { promise, resolve };
  };

  it('requests that arrive while a look is under way share the next look, not the running one', async () => {
    const coalescer = new Coalescer<number>();
    const looks: ReturnType<typeof deferred>[] = [];
    const look = () => {
      const d = deferred();
      looks.push(d);
      return d.promise;
    };
    const first = coalescer.run('k', look);
    const second = coalescer.run('k', look);
    const third = coalescer.run('k', look);
    expect(looks).toHaveLength(1);
    looks[0].resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(looks).toHaveLength(2);
    looks[1].resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('other keys look on their own, and a failed look fails only those who waited for it', async () => {
    const coalescer = new Coalescer<number>();
    let calls = 0;
    const failing = coalescer.run('a', async () => { calls += 1; throw new Error('nej'); });
    const other = coalescer.run('b', async () => { calls += 1; return 7; });
    const after = coalescer.run('a', async () => { calls += 1; return 8; });
    await expect(failing).rejects.toThrow('nej');
    expect(await other).toBe(7);
    expect(await after).toBe(8);
    expect(calls).toBe(3);
  });

  it('a request after a look has ended starts a new one', async () => {
    const coalescer = new Coalescer<number>();
    let calls = 0;
    expect(await coalescer.run('k', async () => ++calls)).toBe(1);
    expect(await coalescer.run('k', async () => ++calls)).toBe(2);
  });
});
