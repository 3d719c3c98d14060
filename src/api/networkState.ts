/** The network state of one resource (spec §4), shared by every feature. */
export type NetworkState = 'waiting' | 'getting' | 'success' | 'error' | 'submitting' | 'unauthorised';

/** Spec §4: a failure whose message contains 'Status 401' becomes unauthorised, otherwise error. */
export function failureState(message: string): Extract<NetworkState, 'error' | 'unauthorised'> {
  return message.includes('Status 401') ? 'unauthorised' : 'error';
}

/**
 * What a page shows of a list's last load (issue 34, ui/LoadFailed.tsx): nothing wrong; a failure
 * with nothing to show ('cold': the message and 'Försök igen'); or a failed refresh behind a list
 * already held ('warm': the list stays, with a note and 'Försök igen').
 */
export type LoadFailure = 'none' | 'cold' | 'warm';

export function loadFailure(status: NetworkState, held: boolean, refreshFailed = false): LoadFailure {
  const failed = status === 'error' || status === 'unauthorised' || refreshFailed;
  if (!failed) return 'none';
  return held ? 'warm' : 'cold';
}
