import { makeStore } from '../../../src/app/store';
import { sanitize, MASK } from '../../../src/app/sanitize';
import { reducers } from '../../../src/app/reducers';

describe('ARCHITECTURE §3: one serializable store', () => {
  test('makeStore holds the slices of the shell', () => {
    expect(Object.keys(makeStore().getState()).sort()).toEqual(Object.keys(reducers).sort());
    expect(Object.keys(reducers)).toEqual(expect.arrayContaining(['auth', 'user', 'navigation', 'toasts', 'gdpr', 'pages']));
  });

  test('the serializability check is on in tests: a Date in an action is reported', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      makeStore().dispatch({ type: 'test/withDate', payload: new Date() });
      expect(error.mock.calls.some(([message]) => String(message).includes('non-serializable'))).toBe(true);
    } finally {
      error.mockRestore();
    }
  });

  test('the DevTools sanitizer hides token and password keys anywhere, and leaves the rest as it is', () => {
    const action = { type: 'x', payload: { user: { name: 'A' }, list: [{ access_token: 'a', id_token: 'b' }], password: 'p' } };
    expect(sanitize(action)).toEqual({ type: 'x', payload: { user: { name: 'A' }, list: [{ access_token: MASK, id_token: MASK }], password: MASK } });
    const clean = { type: 'y', payload: { a: [1, 2] } };
    expect(sanitize(clean)).toBe(clean);
  });
});
