/**
 * A uuid exactly as PostgreSQL's uuid type reads it back: 8-4-4-4-12 hex digits. Ajv's own 'uuid'
 * format also lets `urn:uuid:…` through, which the database refuses (a 500 instead of a 400).
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/**
 * The server's JSON-schema formats (Fastify's `ajv.onCreate`): 'uuid' is the database's uuid, in
 * every schema, also those that write `format: 'uuid'` themselves.
 */
export function useDatabaseFormats(ajv: { addFormat(name: string, format: RegExp): unknown }): void {
  ajv.addFormat('uuid', UUID_PATTERN);
}

/** The shared request schemas (TypeBox, issue 27): every id is checked before a handler runs. */
export { Uuid as uuid, IdParams as idParams, Slug as slug } from '../../src/api/shapes/common';
