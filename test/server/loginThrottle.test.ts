import { createLoginThrottle } from '../../server/auth/loginThrottle';

describe('login throttle: failures per name and address, per address, and a slow-down per name (issue 14)', () => {
  let now = 0;
  const throttle = () => createLoginThrottle({
    windowMs: 1000, perNameAndAddress: 2, perAddress: 3, slowAfter: 2, baseDelayMs: 100, maxDelayMs: 400, now: () => now,
  });
  beforeEach(() => { now = 0; });

  test('a name is refused from the address that failed with it, whatever its case and spaces, until the failures age out', () => {
    const t = throttle();
    t.failed('Anna', '10.0.0.1');
    now = 500;
    t.failed(' anna ', '10.0.0.1');
    expect(t.check('ANNA', '10.0.0.1').allowed).toBe(false);
    expect(t.check('bertil', '10.0.0.1').allowed).toBe(true);
    now = 1001;
    expect(t.check('anna', '10.0.0.1').allowed).toBe(true);
  });

  test('nobody can lock anybody out: failures for a name from other addresses slow it down but never close it', () => {
    const t = throttle();
    for (let i = 1; i <= 5; i++) t.failed('anna', `10.0.0.${i}`);
    const owner = t.check('anna', '192.168.1.7');
    expect(owner.allowed).toBe(true);
    expect(owner.delayMs).toBe(400); // 100 · 2^3, capped at 400
    expect(t.check('bertil', '192.168.1.7')).toEqual({ allowed: true, delayMs: 0 });
  });

  test('the slow-down doubles with each failure past the threshold', () => {
    const t = throttle();
    const delays: number[] = [];
    for (let i = 1; i <= 4; i++) {
      t.failed('anna', `10.0.0.${i}`);
      delays.push(t.check('anna', '10.0.1.1').delayMs);
    }
    expect(delays).toEqual([0, 100, 200, 400]);
  });

  test('an address trying many names is refused after its failures', () => {
    const t = throttle();
    for (const name of ['a', 'b', 'c']) t.failed(name, '10.0.0.9');
    expect(t.check('d', '10.0.0.9').allowed).toBe(false);
    expect(t.check('d', '10.0.0.8').allowed).toBe(true);
  });

  test('a successful sign-in forgets the name\'s failures', () => {
    const t = throttle();
    t.failed('anna', '10.0.0.1');
    t.failed('anna', '10.0.0.2');
    t.succeeded('Anna', '10.0.0.1');
    expect(t.check('anna', '10.0.0.1')).toEqual({ allowed: true, delayMs: 0 });
  });
});
