import { z } from 'zod';
import { UploadApiError } from '../routes/errors.js';

/** Engines the spec accepts for a game. */
export const ENGINES = ['unity', 'defold', 'playcanvas', 'cocos', 'vanilla', 'other'] as const;
/** Orientations the spec accepts for a game. */
export const ORIENTATIONS = ['portrait', 'landscape', 'both'] as const;

/** The fields a pipeline may set on a game (create and update). */
export interface GameFields {
  name: string;
  description: string | null;
  engine: (typeof ENGINES)[number] | null;
  category: string | null;
  tags: string[];
  orientation: (typeof ORIENTATIONS)[number];
}

const typeError = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;

// One schema per field, so a message always names the field that failed (spec: "the message
// names the field"). Fields are checked in this order; the first failure is the one reported.
const fieldSchemas = {
  name: z.string({ error: typeError('a string') }).refine((value) => value.trim() !== '', 'must not be blank'),
  description: z.string({ error: typeError('a string or null') }).nullable(),
  engine: z.enum(ENGINES, { error: `must be one of ${ENGINES.join(', ')} (or null)` }).nullable(),
  category: z.string({ error: typeError('a string or null') }).max(100, 'must be at most 100 characters').nullable(),
  tags: z
    .array(z.string({ error: 'entries must be strings' }).max(50, 'entries must be at most 50 characters each'), {
      error: typeError('an array of strings'),
    })
    .max(20, 'must have at most 20 entries'),
  orientation: z.enum(ORIENTATIONS, { error: `must be one of ${ORIENTATIONS.join(', ')}` }),
};

type FieldName = keyof typeof fieldSchemas;
const FIELD_NAMES = Object.keys(fieldSchemas) as FieldName[];

function requireObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new UploadApiError('VALIDATION_FAILED', 'the request body must be a JSON object (Content-Type: application/json)', {
      field: 'body',
    });
  }
  return body as Record<string, unknown>;
}

function validateField(field: FieldName, value: unknown): unknown {
  const result = fieldSchemas[field].safeParse(value);
  if (result.success) return result.data;
  const message = `${field} ${result.error.issues[0]?.message ?? 'is invalid'}`;
  const extra: Record<string, unknown> = { field };
  if (field === 'engine') extra.accepted = [...ENGINES];
  throw new UploadApiError('VALIDATION_FAILED', message, extra);
}

/** Validates a create body: name required, the rest optional with the spec's defaults. */
export function parseNewGame(body: unknown): GameFields {
  const input = requireObject(body);
  const defaults: Omit<GameFields, 'name'> = { description: null, engine: null, category: null, tags: [], orientation: 'both' };
  const game: Record<string, unknown> = { ...defaults };
  for (const field of FIELD_NAMES) {
    if (field === 'name' || input[field] !== undefined) game[field] = validateField(field, input[field]);
  }
  return game as unknown as GameFields;
}

/** Validates an update body: only the fields sent; at least one updatable field (else 400). */
export function parseGameUpdate(body: unknown): Partial<GameFields> {
  const input = requireObject(body);
  const sent = FIELD_NAMES.filter((field) => input[field] !== undefined);
  if (sent.length === 0) {
    throw new UploadApiError('NO_UPDATABLE_FIELDS', `the body has no updatable field (send any of ${FIELD_NAMES.join(', ')})`);
  }
  return Object.fromEntries(sent.map((field) => [field, validateField(field, input[field])])) as Partial<GameFields>;
}
