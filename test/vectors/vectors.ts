// Loads the shared behaviour vectors (behaviour.json beside this file) and expands their argument
// generators. Every engine's TypeScript-side runner imports this as `@gamesdk/vectors`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One case of behaviour.json; its `$comment` explains the fields. */
export interface VectorCase {
  name: string;
  player: 'guest' | 'registered';
  call: string;
  args?: unknown[];
  sync?: boolean;
  expect: { ok: true } | { value: unknown } | { error: string; message: string } | { callbacks: string[] };
}

/** Where the vectors file is, for runners in other languages that read it themselves. */
export const vectorsPath = fileURLToPath(new URL('./behaviour.json', import.meta.url));

/** Every case of the vectors file. */
export function loadVectors(): VectorCase[] {
  return (JSON.parse(readFileSync(vectorsPath, 'utf8')) as { cases: VectorCase[] }).cases;
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
