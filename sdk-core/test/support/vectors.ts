// Loads the shared behaviour vectors (test/vectors/behaviour.json) and expands their argument
// generators, for every engine's TypeScript-side runner.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface VectorCase {
  name: string;
  player: 'guest' | 'registered';
  call: string;
  args?: unknown[];
  sync?: boolean;
  expect: { ok: true } | { value: unknown } | { error: string } | { callbacks: string[] };
}

const path = fileURLToPath(new URL('../../../test/vectors/behaviour.json', import.meta.url));

export function loadVectors(): VectorCase[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { cases: VectorCase[] }).cases;
}

/** Replaces {$repeat, count} and {$concat} generators by the values they stand for. */
export function expand(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expand);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$repeat === 'string') return record.$repeat.repeat(record.count as number);
  if (Array.isArray(record.$concat)) return record.$concat.map(expand).join('');
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, expand(inner)]));
}
