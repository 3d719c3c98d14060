import { buffers, eventChannel, type EventChannel } from 'redux-saga';

/**
 * The Page Visibility API as a saga channel (ARCHITECTURE §7: Chrome throttles timers in hidden
 * tabs, so polling pauses while the tab is hidden and polls at once when it is shown again).
 */
export type Visibility = 'visible' | 'hidden';

export const currentVisibility = (doc: Document = document): Visibility => (doc.visibilityState === 'hidden' ? 'hidden' : 'visible');

export function visibilityChannel(doc: Document = document): EventChannel<Visibility> {
  return eventChannel<Visibility>((emit) => {
    const onChange = () => emit(currentVisibility(doc));
    doc.addEventListener('visibilitychange', onChange);
    return () => doc.removeEventListener('visibilitychange', onChange);
  }, buffers.sliding<Visibility>(1));
}
