import { createLoginThrottle } from '../../server/auth/loginThrottle';

describe('login throttle: failed sign-ins per name and per address over a sliding window', () => {
  let now = 0;
  const throttle = () => createLoginThrottle({ windowMs: 1000, perAccount: 2, perAddress: 3, now: () => now });
  beforeEach(() => { now = 0; });

  test('a name is refused after its failures, whatever its case and spaces, and let in again when they age out', () => {
    const t = throttle();
    t.failed('Anna', '10.0.0.1');
    now = 500;
    t.failed(' anna ', '10.0.0.2');
    expect(t.allows('ANNA', '10.0.0.3')).toBe(false);
    expect(t.allows('bertil', '10.0.0.3')).toBe(true);
    now = 1001;
    expect(t.allows('anna', '10.0.0.3')).toBe(true);
    now = 1501;
    t.failed('anna', '10.0.0.3');
    expect(t.allows('anna', '10.0.0.3')).toBe(true);
  });

  test('an address trying many names is refused after its failures', () => {
    const t = throttle();
    for (const name of ['a', 'b', 'c']) t.failed(name, '10.0.0.9');
    expect(t.allows('d', '10.0.0.9')).toBe(false);
    expect(t.allows('d', '10.0.0.8')).toBe(true);
  });

  test('a successful sign-in forgets the name\'s failures', () => {
    const t = throttle();
    t.failed('anna', '10.0.0.1');
    t.succeeded('Anna');
    t.failed('anna', '10.0.0.2');
    expect(t.allows('anna', '10.0.0.3')).toBe(true);
  });
});
