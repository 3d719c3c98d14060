import { NULL_ID } from '../api/types';

/** Spec §3, §9: the all-zero id means 'no user' and is treated as null. */
export function idOrNull(id: string | null | undefined): string | null {
  if (id === null || id === undefined || id === '' || id === NULL_ID) return null;
  return id;
}

export function isNullId(id: string | null | undefined): boolean {
  return idOrNull(id) === null;
}
