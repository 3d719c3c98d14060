import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Issue 35: each shape of the API is declared once, here in src/api/shapes, with TypeBox: the JSON
 * schema the server validates input with (server/http/validation.ts closes it) and serializes
 * answers with (fast-json-stringify writes only the properties a response names: a second guard
 * for protected identity), and, as `Static<typeof X>`, the DTO type that the SPA and the handlers
 * are checked against. The SPA imports these files only with `import type` (src/api/*Types.ts
 * re-export the types), so TypeBox is not in its bundle (lint: portal/feature-boundaries).
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
export type UserRef = Static<typeof UserRef>;
/** A code with its Swedish title: a case type, sub-category or tag. */
export const CodeTitle = Type.Object({ type: Type.String(), title: Type.String() });
export type CodeTitle = Static<typeof CodeTitle>;
export const IdName = Type.Object({ id: Type.String(), name: Type.String() });
export type IdName = Static<typeof IdName>;

/** The answer of a 204: no body (declared, so that every route names its answers). */
export const NoContent = Type.Unsafe<undefined>({ type: 'null' });
