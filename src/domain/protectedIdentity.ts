/**
 * Protected identity (skyddad identitet, issue 11): for a member with protectedIdentity, nobody
 * but the member sees address, e-mail, phone, city or workplace, in any answer that returns
 * people; the secretariat (and anyone else) sees name and member number only. Every
 * people-returning answer of the server passes its people through `redactPerson`.
 */

/**
 * The fields of a person that a protected identity hides, as null (or an empty list); a course
 * participant's answers (dietary, the course's question) too, as they may tell where they work.
 */
const hiddenAsNull = ['address', 'email', 'phone', 'city', 'workplace', 'workAssociation', 'association', 'dietary', 'answer'] as const;
const hiddenAsEmpty = ['unionRepresentatives', 'psychologyAssociations', 'nationalAssociations', 'associations'] as const;

export interface PersonLike {
  id: string;
  protectedIdentity?: boolean;
}

/** The person as `viewerId` may see them: unchanged for oneself and for an unprotected person. */
export function redactPerson<T extends PersonLike>(viewerId: string, person: T): T {
  if (!person.protectedIdentity || person.id === viewerId) return person;
  const copy = { ...person } as Record<string, unknown>;
  for (const key of hiddenAsNull) if (key in copy) copy[key] = null;
  for (const key of hiddenAsEmpty) if (key in copy) copy[key] = [];
  return copy as T;
}

export function redactPeople<T extends PersonLike>(viewerId: string, people: readonly T[]): T[] {
  return people.map((person) => redactPerson(viewerId, person));
}

/**
 * A union representative with a protected identity is named, without e-mail and phone (the
 * representatives listed with a user's workplace).
 */
export function redactContact<T extends PersonLike & { email: string | null; phone: string | null }>(viewerId: string, person: T): Omit<T, 'protectedIdentity'> {
  const { protectedIdentity, ...rest } = person;
  if (!protectedIdentity || person.id === viewerId) return rest;
  return { ...rest, email: null, phone: null };
}
