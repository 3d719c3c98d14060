/** JSON schemas shared by route definitions: every id is checked before a handler runs. */
export const uuid = { type: 'string', format: 'uuid' } as const;
export const idParams = { type: 'object', required: ['id'], properties: { id: uuid }, additionalProperties: false } as const;
export const slug = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,99}$' } as const;
