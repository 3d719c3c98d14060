/** Moved to src/api/shapes/common.ts (issue 35); `same` goes once no pair is left. */
export * from '../../../src/api/shapes/common';

type Normal<T> = T extends (infer U)[] ? Normal<U>[] : T extends object ? { [K in keyof T]: Normal<T[K]> } : T;
type Same<A, B> = (<T>() => T extends Normal<A> ? 1 : 2) extends (<T>() => T extends Normal<B> ? 1 : 2) ? true : false;

/**
 * A compile-time check that a response schema's static type is exactly the DTO of src/api (every
 * field, optional or not, nested too): `same<Static<typeof X>, XDto>(true)` fails the typecheck otherwise.
 */
export function same<A, B>(ok: Same<A, B>): void {
  void ok;
}

