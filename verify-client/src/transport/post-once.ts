// One attempt: POST the JSON body, never following a redirect (it would carry the token to wherever
// the answer points), read the answer within the size and time bounds, and accept only the
// endpoints' envelope with data of the shape the caller asked for.
import { isVerifyErrorCode } from '../error-codes.js';
import { retryAfterMs } from '../retry-after.js';
import { VerifyClientError } from '../verify-client-error.js';
import { AnswerRefused } from './answer-refused.js';
import { readBoundedText } from './read-bounded.js';
import type { TransportSettings } from './settings.js';

/** Reads `data` of a success answer into the result type, or throws AnswerRefused. */
export type DataReader<T> = (data: unknown) => T;

/** One attempt's outcome: data, or a failure that may be retried after a delay. */
export type Attempt<T> = { data: T } | { error: VerifyClientError; retryDelayMs?: number };

// Longest server message kept in an error: a hostile server's text stays out of logs beyond this.
const MAX_MESSAGE_CHARS = 500;

// Exponential backoff for a 503, a timeout or a network failure that names no Retry-After: 0.5 s, 1 s, 2 s...
export const backoffMs = (attempt: number) => 500 * 2 ** (attempt - 1);

/** Runs attempt number `attempt` of a POST to `url`. */
export async function postOnce<T>(url: URL, body: unknown, readData: DataReader<T>, settings: TransportSettings, attempt: number): Promise<Attempt<T>> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  const failed = (cause: unknown): Attempt<T> => transportFailure(url, cause, signal, attempt);
  let response: Response;
  try {
    response = await settings.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal, redirect: 'manual' });
  } catch (cause) {
    return failed(cause);
  }
  const status = response.status;
  // `manual` answers a 3xx as it is (Node) or as an opaque redirect with status 0 (browsers); a
  // fetch that follows anyway says so in `redirected`. None of them is the endpoint's answer.
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400) || response.redirected) {
    void response.body?.cancel().catch(() => undefined);
    return { error: new VerifyClientError('redirect_refused', `the server answered ${url.pathname} with a redirect (status ${status}), which is never followed: it would carry the token elsewhere`, { status, attempts: attempt }) };
  }
  let text: string;
  try {
    text = await readBoundedText(response, settings.maxResponseBytes, signal);
  } catch (cause) {
    if (cause instanceof AnswerRefused) return { error: new VerifyClientError(cause.code, cause.message, { status, attempts: attempt }) };
    return failed(cause);
  }
  const waitMs = retryAfterMs(response.headers.get('retry-after'), settings.now());
  const details = { status, attempts: attempt, ...(waitMs !== undefined ? { retryAfterMs: waitMs } : {}) };
  const parsed = parseJson(text);
  if (response.ok && parsed?.success === true) {
    try {
      return { data: readData(parsed.data) };
    } catch (cause) {
      if (cause instanceof AnswerRefused) return { error: new VerifyClientError(cause.code, cause.message, details) };
      throw cause;
    }
  }
  const error =
    !response.ok && parsed?.success === false && isVerifyErrorCode(parsed.code)
      ? new VerifyClientError(parsed.code, typeof parsed.error === 'string' ? parsed.error.slice(0, MAX_MESSAGE_CHARS) : parsed.code, details)
      : new VerifyClientError('invalid_response', `unexpected answer with status ${status}`, details);
  if (status === 429 || status === 503) return { error, retryDelayMs: waitMs ?? backoffMs(attempt) };
  return { error };
}

// A lost answer is safe to ask again: a repeated claim answers claimed=false with the original
// time, and the backend recipe then grants when its save lacks the token.
function transportFailure<T>(url: URL, cause: unknown, signal: AbortSignal, attempt: number): Attempt<T> {
  // Past the deadline, whatever the fetch rejected with (the signal's reason, or its own abort error).
  const timedOut = signal.aborted;
  const error = timedOut
    ? new VerifyClientError('timeout', `no whole answer from ${url.pathname} within the time limit (timeoutMs)`, { attempts: attempt, cause })
    : new VerifyClientError('network_error', `request to ${url.pathname} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { attempts: attempt, cause });
  return { error, retryDelayMs: backoffMs(attempt) };
}

function parseJson(text: string): { success?: unknown; data?: unknown; error?: unknown; code?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}
