import type { ChangePasswordRequest } from '../../api/types';

/**
 * The passwords of a change-password submit, held outside the store: actions and state are
 * recorded (Redux DevTools, the replay logs), passwords must never be. The form hands them over
 * just before it dispatches `passwordChangeSubmitted`; the saga takes them once.
 */
let pending: ChangePasswordRequest | null = null;

export function holdPasswords(request: ChangePasswordRequest): void {
  pending = request;
}

export function takePasswords(): ChangePasswordRequest | null {
  const taken = pending;
  pending = null;
  return taken;
}
