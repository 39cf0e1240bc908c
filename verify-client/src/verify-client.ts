// A typed client for game backends: verify a signed value or claim a purchase, with bounded
// retries on 429 (honouring Retry-After) and 503, and none on other 4xx.
import type { VerifyClientErrorCode, VerifyErrorCode } from './error-codes.js';
import type { AnyVerificationResult, ClaimResult, VerificationResult } from './results.js';
import { retryAfterMs } from './retry-after.js';
import type { TokenKind } from './token-claims.js';

/** Options of {@link createVerifyClient}. */
export interface VerifyClientOptions {
  /** Origin of the verify server, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string;
  /** Attempts per call, retries included (default 4). */
  maxAttempts?: number;
  /** Longest single wait before a retry, in ms (default 30000); a longer Retry-After fails at once. */
  maxRetryDelayMs?: number;
  /** Bound on each HTTP attempt, in ms (default 10000). */
  timeoutMs?: number;
  /** fetch implementation (default: global fetch). */
  fetch?: typeof fetch;
  /** How to wait between attempts (default: setTimeout); tests inject their own. */
  sleep?: (ms: number) => Promise<void>;
  /** Clock for HTTP-date Retry-After values (default Date.now). */
  now?: () => number;
}

/** A failed verify or claim call. `retryAfterMs` is set when the server asked to wait. */
export class VerifyClientError extends Error {
  readonly code: VerifyClientErrorCode;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly attempts: number;

  constructor(code: VerifyClientErrorCode, message: string, details: { status?: number; retryAfterMs?: number; attempts: number; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.name = 'VerifyClientError';
    this.code = code;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.attempts = details.attempts;
  }
}

/** Arguments of {@link VerifyClient.verify}. */
export interface VerifyRequest<K extends TokenKind | 'auto'> {
  kind?: K;
  token: string;
  expectedPlayerId?: string;
}

/** Arguments of {@link VerifyClient.claim}. */
export interface ClaimRequestBody {
  /** purchase.signedRequest */
  token: string;
  /** purchase.purchaseToken */
  purchaseToken: string;
}

/** The client's operations. */
export interface VerifyClient {
  /** Verifies a signed value; the result type follows `kind`. */
  verify<K extends TokenKind>(request: VerifyRequest<K> & { kind: K }): Promise<VerificationResult<K>>;
  verify(request: VerifyRequest<'auto'>): Promise<AnyVerificationResult>;
  /** Claims a purchase: `claimed` is true for exactly one call per purchase, ever. */
  claim(request: ClaimRequestBody): Promise<ClaimResult>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Creates a client for a verify server.
 * @example
 * const client = createVerifyClient({ baseUrl: 'http://127.0.0.1:8787' });
 * const { claimed } = await client.claim({ token: purchase.signedRequest, purchaseToken: purchase.purchaseToken });
 */
export function createVerifyClient(options: VerifyClientOptions): VerifyClient {
  const base = new URL(options.baseUrl);
  const settings = {
    maxAttempts: Math.max(1, options.maxAttempts ?? 4),
    maxRetryDelayMs: options.maxRetryDelayMs ?? 30_000,
    timeoutMs: options.timeoutMs ?? 10_000,
    // Called through a closure: a browser's fetch called as a method of another object throws
    // "Illegal invocation" (its `this` must be the global scope).
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
    sleep: options.sleep ?? defaultSleep,
    now: options.now ?? Date.now,
  };
  const call = <T>(path: string, body: unknown) => postWithRetry<T>(new URL(path, base), body, settings);
  return {
    verify: ({ kind, token, expectedPlayerId }: VerifyRequest<TokenKind | 'auto'>) => call('/api/platform/partner/verify', { kind, token, expectedPlayerId }),
    claim: (request) => call('/api/platform/partner/purchases/claim', { token: request.token, purchaseToken: request.purchaseToken }),
  } as VerifyClient;
}

type Settings = Required<Omit<VerifyClientOptions, 'baseUrl'>>;

// One attempt's outcome: data, or a failure that may be retried after a delay.
type Attempt<T> = { data: T } | { error: VerifyClientError; retryDelayMs?: number };

async function postWithRetry<T>(url: URL, body: unknown, settings: Settings): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce<T>(url, body, settings, attempt);
    if ('data' in outcome) return outcome.data;
    const delay = outcome.retryDelayMs;
    if (delay === undefined || attempt >= settings.maxAttempts || delay > settings.maxRetryDelayMs) throw outcome.error;
    await settings.sleep(delay);
  }
}

// Exponential backoff for a 503 or network failure that names no Retry-After: 0.5 s, 1 s, 2 s...
const backoffMs = (attempt: number) => 500 * 2 ** (attempt - 1);

async function attemptOnce<T>(url: URL, body: unknown, settings: Settings, attempt: number): Promise<Attempt<T>> {
  let response: Response;
  let text: string;
  try {
    response = await settings.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    text = await response.text();
  } catch (cause) {
    // A claim whose answer was lost is safe to repeat: the ledger answers claimed=false with the
    // original time, and the backend recipe then grants when its save lacks the token.
    return { error: new VerifyClientError('network_error', `request to ${url.pathname} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { attempts: attempt, cause }), retryDelayMs: backoffMs(attempt) };
  }
  const parsed = parseJson(text) as { success?: unknown; data?: unknown; error?: unknown; code?: unknown } | undefined;
  if (response.ok && parsed?.success === true && parsed.data !== undefined) return { data: parsed.data as T };
  const waitMs = retryAfterMs(response.headers.get('retry-after'), settings.now());
  const details = { status: response.status, attempts: attempt, ...(waitMs !== undefined ? { retryAfterMs: waitMs } : {}) };
  const error =
    parsed?.success === false && typeof parsed.code === 'string'
      ? new VerifyClientError(parsed.code as VerifyErrorCode, typeof parsed.error === 'string' ? parsed.error : parsed.code, details)
      : new VerifyClientError('invalid_response', `unexpected answer with status ${response.status}`, details);
  if (response.status === 429 || response.status === 503) return { error, retryDelayMs: waitMs ?? backoffMs(attempt) };
  return { error };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
