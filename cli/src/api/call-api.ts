import type { Readable } from 'node:stream';
import type { ApiConfig } from '../config/config.js';
import type { CliIo } from '../output/io.js';
import { redact } from '../output/io.js';
import { escapeControl } from '../output/safe-text.js';
import { MAX_RETRY_AFTER_MS, retryAfterMs } from './retry-after.js';
import { sendRequest, type RawAnswer } from './send-request.js';

/** What the service answered (after retries), or why it could not be reached. */
export type ApiOutcome =
  | { kind: 'answer'; status: number; body: Record<string, unknown>; attempts: number }
  | { kind: 'unreachable'; message: string; attempts: number };

/** One request to send; called again for every attempt, so a streamed body is rebuilt each time. */
export type RequestFactory = () => Promise<{ method: string; path: string; headers?: Record<string, string>; body?: string | Readable }>;

/** Waits `ms`; injectable so tests need no real backoff. */
export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How much of a body that is not the API's JSON is shown (redacted, then escaped). */
const EXCERPT_CHARS = 200;

// The API's envelope: `{ success: true, data: {...} }` or `{ success: false, error, code }`.
function isEnvelope(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const body = value as Record<string, unknown>;
  if (body.success === true) return typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data);
  return body.success === false && typeof body.error === 'string' && typeof body.code === 'string';
}

/**
 * The answer's body when it is the API's JSON envelope; anything else (a proxy's HTML page with
 * 200, JSON of another shape) becomes a failure body whose `error` shows the start of the text,
 * the key redacted before it is cut and every control character escaped.
 */
function parseBody({ status, text }: RawAnswer, apiKey: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: reported below like any other body that is not the envelope.
  }
  if (isEnvelope(parsed)) return parsed;
  const excerpt = escapeControl(redact(text, apiKey).slice(0, EXCERPT_CHARS));
  const more = text.length > EXCERPT_CHARS ? ` (first ${EXCERPT_CHARS} of ${text.length} characters)` : '';
  return { success: false, status, code: 'INVALID_RESPONSE', error: `the service answered ${status} with a body that is not the API's JSON envelope: "${excerpt}"${more}` };
}

// Only a refused connection is certain to have sent nothing; any other network failure may have
// reached the server, and a POST repeated blindly could create a second game.
const nothingSent = (error: unknown): boolean => (error as { code?: string }).code === 'ECONNREFUSED';

/**
 * Sends a request with the team key, retrying a 5xx answer (the spec: "500 is retryable") and a
 * refused connection with exponential backoff, or after the answer's Retry-After when it names
 * one (a busy service says when it has room; one over MAX_RETRY_AFTER_MS fails the step). 4xx
 * answers are final. Every attempt is bounded by `config.timeoutMs`.
 */
export async function callApi(config: ApiConfig, io: CliIo, request: RequestFactory, sleep: Sleep = realSleep): Promise<ApiOutcome> {
  for (let attempt = 1; ; attempt++) {
    let retryIn = attempt <= config.retries ? config.retryDelayMs * 2 ** (attempt - 1) : undefined;
    const { method, path, headers, body } = await request();
    let outcome: ApiOutcome;
    try {
      const answer = await sendRequest(`${config.baseUrl}${path}`, {
        method,
        headers: { ...headers, accept: 'application/json', authorization: `Bearer ${config.apiKey}` },
        body,
        timeoutMs: config.timeoutMs,
      });
      outcome = { kind: 'answer', status: answer.status, body: parseBody(answer, config.apiKey), attempts: attempt };
      if (answer.status < 500 || retryIn === undefined) return outcome;
      const asked = retryAfterMs(answer.retryAfter);
      const answered = `the server answered ${answer.status} ${escapeControl(String(outcome.body.code))}`;
      if (asked !== undefined && asked > MAX_RETRY_AFTER_MS) {
        io.stderr(`${answered} and asks to wait ${Math.ceil(asked / 1000)} s (Retry-After), longer than gamesdk waits (${MAX_RETRY_AFTER_MS / 1000} s); not retrying\n`);
        return outcome;
      }
      if (asked !== undefined) retryIn = asked;
      io.stderr(`${answered}; retrying in ${retryIn / 1000} s${asked !== undefined ? ' as its Retry-After asks' : ''} (attempt ${attempt + 1} of ${config.retries + 1})\n`);
    } catch (error) {
      const { name, message } = error as Error;
      const reason = name === 'AbortError' ? `no answer within ${config.timeoutMs / 1000} s` : name === 'BodyReadError' ? message : describe(error);
      if (retryIn === undefined || !nothingSent(error)) return { kind: 'unreachable', message: reason, attempts: attempt };
      io.stderr(`${reason}; retrying in ${retryIn / 1000} s (attempt ${attempt + 1} of ${config.retries + 1})\n`);
    }
    await sleep(retryIn);
  }
}

function describe(error: unknown): string {
  return `cannot reach the service: ${(error as { code?: string }).code ?? (error as Error).message}`;
}
