import { uuid } from './schemas';

/** JSON schemas of the content host's posts and courses; the field rules themselves are src/domain/contentValidation.ts. */
export const userIdBody = {
  type: 'object', required: ['user_id'], properties: { user_id: uuid },
} as const;

export const targetSchema = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['everyone', 'organization', 'board', 'workplace'] },
    organization_id: uuid,
    workplace_id: uuid,
  },
} as const;

const text = { type: 'string' } as const;

export const postInputBody = (targetRequired: boolean) => ({
  type: 'object',
  required: targetRequired ? ['title', 'preamble', 'body', 'target'] : ['title', 'preamble', 'body'],
  properties: { title: text, preamble: text, body: text, target: targetSchema },
}) as const;

export const courseInputBody = {
  type: 'object',
  required: ['title', 'description', 'location', 'starts_at', 'ends_at', 'target'],
  properties: {
    title: text, description: text, location: text, starts_at: text, ends_at: text,
    last_application_date: { type: ['string', 'null'] },
    target: targetSchema,
    seats: { type: ['number', 'null'] },
    questions: {
      type: 'object', required: ['dietary', 'workplace', 'question'], additionalProperties: false,
      properties: { dietary: { type: 'boolean' }, workplace: { type: 'boolean' }, question: { type: ['string', 'null'] } },
    },
  },
} as const;
