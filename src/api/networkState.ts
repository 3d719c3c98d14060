/** The network state of one resource (spec §4), shared by every feature. */
export type NetworkState = 'waiting' | 'getting' | 'success' | 'error' | 'submitting' | 'unauthorised';

/** Spec §4: a failure whose message contains 'Status 401' becomes unauthorised, otherwise error. */
export function failureState(message: string): Extract<NetworkState, 'error' | 'unauthorised'> {
  return message.includes('Status 401') ? 'unauthorised' : 'error';
}
