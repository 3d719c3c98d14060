import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Issue 27: each route's request and response are declared once, with TypeBox: the JSON schema
 * that Fastify validates input with (server/http/validation.ts closes it) and serializes answers
 * with (fast-json-stringify writes only the properties a response names: a second guard for
 * protected identity), and the static type that handlers are checked against. The DTOs the SPA
 * reads stay in src/api (no TypeBox in the SPA's bundle); `same<Static<…>, Dto>()` beside each
 * response schema fails the typecheck when the two disagree by one field.
 */

/** A uuid as PostgreSQL reads it back (the 'uuid' format is the database's, server/routes/schemas.ts). */
export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid });
export const Slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,99}$' });

/** A string out of a fixed list, as a plain `enum` (cheaper to serialize than a union of literals). */
export const StringEnum = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** `T | null` for a primitive schema, as `type: [t, 'null']`. */
export const OrNull = <T extends TSchema & { type: string }>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

/** `T | null` for an object schema. */
export const Maybe = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const NullableString = OrNull(Type.String());

export const UserRef = Type.Object({ id: Type.String(), name: Type.String() });
export const CodeTitle = Type.Object({ type: Type.String(), title: Type.String() });
export const IdName = Type.Object({ id: Type.String(), name: Type.String() });

type Normal<T> = T extends (infer U)[] ? Normal<U>[] : T extends object ? { [K in keyof T]: Normal<T[K]> } : T;
type Same<A, B> = (<T>() => T extends Normal<A> ? 1 : 2) extends (<T>() => T extends Normal<B> ? 1 : 2) ? true : false;

/**
 * A compile-time check that a response schema's static type is exactly the DTO of src/api (every
 * field, optional or not, nested too): `same<Static<typeof X>, XDto>(true)` fails the typecheck otherwise.
 */
export function same<A, B>(ok: Same<A, B>): void {
  void ok;
}

/** The answer of a 204: no body (declared, so that every route names its answers). */
export const NoContent = Type.Unsafe<undefined>({ type: 'null' });
