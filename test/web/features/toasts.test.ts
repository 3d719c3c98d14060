import { harness } from '../support/fakeServices';
import { toastClosed, toastRequested } from '../../../src/features/toasts/toastsSlice';
import { TOAST_DISPLAY_MS, TOAST_FADE_MS } from '../../../src/features/toasts/toastsSagas';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const shown = (h: ReturnType<typeof harness>) => h.state().toasts.current?.text ?? null;

describe('spec §4 toasts: queued, one at a time, dropped after 5 s, duplicates ignored', () => {
  test('the constants of spec §9: 5000 ms shown, about 200 ms fade', () => {
    expect(TOAST_DISPLAY_MS).toBe(5000);
    expect(TOAST_FADE_MS).toBe(200);
  });

  test('one toast is shown at a time, the next after the first has been shown 5 s and faded', async () => {
    const h = harness();
    h.store.dispatch(toastRequested({ text: 'Ärendet är flaggat.' }));
    h.store.dispatch(toastRequested({ text: 'Ärendet avslutat.', type: 'info' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(shown(h)).toBe('Ärendet är flaggat.');
    expect(h.state().toasts.queue.map((t) => t.text)).toEqual(['Ärendet avslutat.']);

    await jest.advanceTimersByTimeAsync(4999);
    expect(shown(h)).toBe('Ärendet är flaggat.');
    expect(h.state().toasts.leaving).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(h.state().toasts.leaving).toBe(true);
    await jest.advanceTimersByTimeAsync(199);
    expect(shown(h)).toBe('Ärendet är flaggat.');
    await jest.advanceTimersByTimeAsync(1);
    expect(shown(h)).toBe('Ärendet avslutat.');
    expect(h.state().toasts.leaving).toBe(false);

    await jest.advanceTimersByTimeAsync(5200);
    expect(shown(h)).toBeNull();
    expect(h.state().toasts.queue).toEqual([]);
  });

  test('a text already queued or shown is ignored', async () => {
    const h = harness();
    h.store.dispatch(toastRequested({ text: 'A' }));
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(toastRequested({ text: 'B', type: 'error' }));
    h.store.dispatch(toastRequested({ text: 'A' })); // shown
    h.store.dispatch(toastRequested({ text: 'B', type: 'error' })); // queued
    expect(h.state().toasts.queue.map((t) => t.text)).toEqual(['B']);

    await jest.advanceTimersByTimeAsync(5200);
    expect(h.state().toasts.current).toMatchObject({ text: 'B', type: 'error' });
    // Once A is gone, the same text may be shown again.
    h.store.dispatch(toastRequested({ text: 'A' }));
    expect(h.state().toasts.queue.map((t) => t.text)).toEqual(['A']);
  });

  test('the close button ends the toast at once (with its fade)', async () => {
    const h = harness();
    h.store.dispatch(toastRequested({ text: 'A' }));
    h.store.dispatch(toastRequested({ text: 'B' }));
    await jest.advanceTimersByTimeAsync(1000);
    h.store.dispatch(toastClosed({ id: h.state().toasts.current!.id }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().toasts.leaving).toBe(true);
    await jest.advanceTimersByTimeAsync(200);
    expect(shown(h)).toBe('B');
  });
});
