/**
 * The Redux DevTools sanitizer (ARCHITECTURE §3). The store never holds tokens or passwords;
 * this masks such keys anyway, should one ever slip into an action or the state, so that a
 * recorded log can be shared with QA.
 */
const secretKeys = new Set([
  'access_token', 'accessToken', 'id_token', 'idToken', 'refresh_token', 'refreshToken',
  'password', 'code_verifier', 'codeVerifier', 'authorization',
]);

export const MASK = '[hidden]';

export function sanitize<T>(value: T): T {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const clean = sanitize(item);
      if (clean !== item) changed = true;
      return clean;
    });
    return (changed ? next : value) as T;
  }
  if (value !== null && typeof value === 'object') {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const clean = secretKeys.has(key) ? MASK : sanitize(item);
      if (clean !== item) changed = true;
      next[key] = clean;
    }
    return (changed ? next : value) as T;
  }
  return value;
}

export const actionSanitizer = <A>(action: A): A => sanitize(action);
export const stateSanitizer = <S>(state: S): S => sanitize(state);
