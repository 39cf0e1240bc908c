// A typed client for game backends: verify a signed value or claim a purchase. The transport
// (transport/) bounds every answer by size and time, never follows a redirect, and retries 429
// and 503 within bounds; the answers' readers (answers/) accept only the documented shape of what
// was asked for.
import { readClaimResult } from './answers/claim-result.js';
import { readVerificationResult } from './answers/verification-result.js';
import type { AnyVerificationResult, ClaimResult, VerificationResult } from './results.js';
import type { TokenKind } from './token-claims.js';
import { postWithRetry } from './transport/post-with-retry.js';
import type { TransportSettings } from './transport/settings.js';

export { VerifyClientError, type VerifyClientErrorDetails } from './verify-client-error.js';

/** Options of {@link createVerifyClient}. */
export interface VerifyClientOptions {
  /** Origin of the verify server, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string;
  /** The game this backend serves: a verified value about another game fails with `game_mismatch`. */
  expectedPlatformGameId?: string;
  /** Attempts per call, retries included (default 4). */
  maxAttempts?: number;
  /** Longest single wait before a retry, in ms (default 30000); a longer Retry-After fails at once. */
  maxRetryDelayMs?: number;
  /** Bound on each HTTP attempt, the whole answer read included, in ms (default 10000). */
  timeoutMs?: number;
  /** Longest answer read, in bytes (default 1 MiB); a longer one fails with `response_too_large`. */
  maxResponseBytes?: number;
  /** fetch implementation (default: global fetch). */
  fetch?: typeof fetch;
  /** How to wait between attempts (default: setTimeout); tests inject their own. */
  sleep?: (ms: number) => Promise<void>;
  /** Clock for HTTP-date Retry-After values (default Date.now). */
  now?: () => number;
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

/** Default of `maxResponseBytes`: the largest genuine answer (1,000 signed referrals) is about 200 KB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

// Misuse by the caller fails at once, naming the option: a bound of 0 or NaN would bound nothing.
function positiveWhole(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isSafeInteger(value) && value > 0)) throw new TypeError(`${name} must be a whole number above 0`);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Creates a client for a verify server.
 * @example
 * const client = createVerifyClient({ baseUrl: 'http://127.0.0.1:8787', expectedPlatformGameId: 'my-game' });
 * const { claimed } = await client.claim({ token: purchase.signedRequest, purchaseToken: purchase.purchaseToken });
 */
export function createVerifyClient(options: VerifyClientOptions): VerifyClient {
  const base = new URL(options.baseUrl);
  positiveWhole('maxResponseBytes', options.maxResponseBytes);
  positiveWhole('timeoutMs', options.timeoutMs);
  if (options.expectedPlatformGameId !== undefined && (typeof options.expectedPlatformGameId !== 'string' || options.expectedPlatformGameId === '')) {
    throw new TypeError('expectedPlatformGameId must be a non-empty string');
  }
  const custom = options.fetch;
  const settings: TransportSettings = {
    maxAttempts: Math.max(1, options.maxAttempts ?? 4),
    maxRetryDelayMs: options.maxRetryDelayMs ?? 30_000,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    // Called through a closure: a browser's fetch called as a method of another object throws
    // "Illegal invocation" (its `this` must be the global scope).
    fetch: custom ? (input, init) => custom(input, init) : (input, init) => fetch(input, init),
    sleep: options.sleep ?? defaultSleep,
    now: options.now ?? Date.now,
  };
  const expectedPlatformGameId = options.expectedPlatformGameId;
  return {
    verify: ({ kind, token, expectedPlayerId }: VerifyRequest<TokenKind | 'auto'>) =>
      postWithRetry(new URL('/api/platform/partner/verify', base), { kind, token, expectedPlayerId }, (data) => readVerificationResult(data, { kind: kind ?? 'auto', expectedPlayerId, expectedPlatformGameId }), settings),
    claim: (request) => postWithRetry(new URL('/api/platform/partner/purchases/claim', base), { token: request.token, purchaseToken: request.purchaseToken }, readClaimResult, settings),
  } as VerifyClient;
}
