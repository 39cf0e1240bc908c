// Small readers of untrusted JSON values: each returns the value typed, or throws AnswerRefused
// invalid_response naming the field, so an answer of another shape never reaches the caller.
import { AnswerRefused } from '../transport/answer-refused.js';

/** A field's expected type, as data: a string, a boolean, a time (ISO 8601 string), or one of listed strings. */
export type FieldType = 'string' | 'boolean' | 'time' | readonly string[];

// An ISO 8601 date and time with a zone, as the endpoints write every time (Date.parse alone
// would read "1" or "May 5" as a time).
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Throws AnswerRefused invalid_response about `field`. */
export function refuse(field: string, what: string): never {
  throw new AnswerRefused('invalid_response', `the answer's ${field} ${what}`);
}

/** `value` as an object, or refused. */
export function objectAt(field: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(field, 'is not an object');
  return value as Record<string, unknown>;
}

/** `value` checked against `type`. */
export function fieldOf(field: string, value: unknown, type: FieldType): string | boolean {
  if (typeof type !== 'string') {
    if (typeof value !== 'string' || !type.includes(value)) refuse(field, `is not one of ${type.join(', ')}`);
    return value;
  }
  if (type === 'boolean') {
    if (typeof value !== 'boolean') refuse(field, 'is not a boolean');
    return value;
  }
  if (typeof value !== 'string') refuse(field, 'is not a string');
  if (type === 'time' && !(ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)))) refuse(field, 'is not a time');
  return value;
}

/** Copies the listed fields of `source`, each checked against its type; nothing else is kept. */
export function recordOf(field: string, source: unknown, layout: Readonly<Record<string, FieldType>>): Record<string, string | boolean> {
  const object = objectAt(field, source);
  return Object.fromEntries(Object.entries(layout).map(([name, type]) => [name, fieldOf(`${field}.${name}`, object[name], type)]));
}
