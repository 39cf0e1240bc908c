// Loads the shared behaviour vectors (behaviour.json beside this file) and expands their argument
// generators. Every engine's TypeScript-side runner imports this as `@gamesdk/vectors`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

/** One case of behaviour.json; its `$comment` explains the fields. */
export interface VectorCase {
  name: string;
  player: 'guest' | 'registered';
  /** The platform the case runs on (default partner); no-purchases offers no purchases, as the local fallback. */
  profile?: 'partner' | 'no-purchases';
  /** 'platform': the platform answers the case (the mock platform and the engines' mocks), not the SDK's own rules. */
  answeredBy?: 'platform';
  /** Pending purchases of the catalog's first product the player has before the call; {$pendingToken: i} names the i-th one's token. */
  pending?: number;
  /** How many times in a row the call is made (default 1); the expectation is the last call's. */
  times?: number;
  /** How far the game got before the call (default started): nothing yet, initialised, or started. */
  stage?: 'loaded' | 'initialized' | 'started';
  call: string;
  /** The context an error names when it is not the call itself (a prompt's login). */
  context?: string;
  args?: unknown[];
  sync?: boolean;
  /** The player's choice at the checkout the call opens (platform-answered cases only). */
  checkout?: 'buy' | 'close';
  expect: { ok: true } | { value: unknown } | { error: string; message: string } | { callbacks: string[] } | { each: Record<string, unknown> } | { fields: Record<string, unknown> } | { length: number };
}

/** Where the vectors file is, for runners in other languages that read it themselves. */
export const vectorsPath = fileURLToPath(new URL('./behaviour.json', import.meta.url));

/** Every case of the vectors file. */
export function loadVectors(): VectorCase[] {
  return (JSON.parse(readFileSync(vectorsPath, 'utf8')) as { cases: VectorCase[] }).cases;
}

const manifest = JSON.parse(readFileSync(new URL('../../sdk-core/api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module: string; name: string; callbacks?: string[] }> };

/** The callbacks the ad `call` takes (the manifest's callbacks column, TypeScript names): a case expecting callbacks gives each, and no other. */
export function adCallbacksOf(call: string): string[] {
  const op = manifest.operations.find((row) => `${row.module}.${row.name}` === call);
  if (!op?.callbacks) throw new Error(`${call} is no ad of sdk-core/api/operations.json (it has no callbacks column)`);
  return op.callbacks;
}

/** The context a case's error names: its own, or the call (a top-level call is Sdk.<call>). */
export function contextOf(vector: VectorCase): string {
  return vector.context ?? (vector.call.includes('.') ? vector.call : `Sdk.${vector.call}`);
}

/** How far the game got before a case's call. */
export function stageOf(vector: VectorCase): 'loaded' | 'initialized' | 'started' {
  return vector.stage ?? 'started';
}

/** How many times in a row a case's call is made. */
export function timesOf(vector: VectorCase): number {
  return vector.times ?? 1;
}

/**
 * Replaces each {$pendingToken: i} in `value` by the i-th of `tokens` (the purchase tokens
 * iap.getPurchasesAsync listed after the case's pending purchases were seeded).
 */
export function withPendingTokens(value: unknown, tokens: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((inner) => withPendingTokens(inner, tokens));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$pendingToken === 'number') {
    const token = tokens[record.$pendingToken];
    if (token === undefined) throw new Error(`no pending purchase ${record.$pendingToken} (${tokens.length} listed)`);
    return token;
  }
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, withPendingTokens(inner, tokens)]));
}

/** The profile a case runs on. */
export function profileOf(vector: VectorCase): 'partner' | 'no-purchases' {
  return vector.profile ?? 'partner';
}

/**
 * Replaces {$repeat, count}, {$concat} and {$codeUnit} generators by the values they stand for,
 * {$listener: 'noop'} by a listener that does nothing, and {$recovery: 'untouched'} by recovery options whose functions throw if called (the recovery then
 * reports a failure, so an empty report proves they were not called), holding also the key `misspelt` names when given.
 */
export function expand(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expand);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.$listener === 'noop') return () => {};
  if (record.$recovery === 'untouched') {
    const untouched = (name: string) => () => {
      throw new Error(`${name} was called`);
    };
    const options: Record<string, unknown> = { hasToken: untouched('hasToken'), grant: untouched('grant') };
    if (typeof record.misspelt === 'string') options[record.misspelt] = untouched(record.misspelt);
    return options;
  }
  if (typeof record.$repeat === 'string') return record.$repeat.repeat(record.count as number);
  if (Array.isArray(record.$concat)) return record.$concat.map(expand).join('');
  if (typeof record.$codeUnit === 'number') return String.fromCharCode(record.$codeUnit);
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, expand(inner)]));
}

/**
 * What is wrong with a successful answer to a case that expects a value, fields, a length or every
 * element's fields (JSON-like values, compared deeply); null when it is as expected or the case
 * expects success only.
 */
export function answerMismatch(answer: unknown, expected: VectorCase['expect']): string | null {
  const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 300) ?? String(value);
  const hasFields = (object: unknown, fields: Record<string, unknown>) =>
    typeof object === 'object' && object !== null && Object.entries(fields).every(([key, value]) => isDeepStrictEqual((object as Record<string, unknown>)[key], value));
  if ('value' in expected) return isDeepStrictEqual(answer, expected.value) ? null : `expected ${shown(expected.value)}, got ${shown(answer)}`;
  if ('fields' in expected) return hasFields(answer, expected.fields) ? null : `expected the fields ${shown(expected.fields)}, got ${shown(answer)}`;
  if ('length' in expected) return Array.isArray(answer) && answer.length === expected.length ? null : `expected a list of ${expected.length}, got ${Array.isArray(answer) ? answer.length : shown(answer)}`;
  if ('each' in expected) {
    if (!Array.isArray(answer) || answer.length === 0) return `expected a non-empty list, got ${shown(answer)}`;
    const wrong = answer.find((element) => !hasFields(element, expected.each));
    return wrong === undefined ? null : `expected every element to have ${shown(expected.each)}, got ${shown(wrong)}`;
  }
  return null;
}
