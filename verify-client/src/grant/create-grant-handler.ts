// The game backend's grant endpoint as one standard `Request → Response` function: the spec's
// exactly-once procedure (verify the signed purchase for the player, claim it, grant and save it
// with its purchaseToken in one save unless the save holds it, answer "consume"), CORS for the
// game's origins, bounded input and typed refusals. The game's save is the developer's one hook.
import { VerifyClientError, type VerifyClient } from '../verify-client.js';
import { corsHeaders, parseAllowedOrigins, PREFLIGHT_HEADERS } from './grant-cors.js';
import { statusOfVerifyFailure, type GrantErrorCode } from './grant-errors.js';
import { redact, type GrantLogEntry } from './grant-log.js';
import { readGrantRequest, type GrantRequestBody } from './grant-request.js';

/** A purchase the handler verified and claimed, handed to the game's `grantAndSave`. */
export interface VerifiedGrant {
  /** The player it was signed for (the request's `playerId`, checked against the signature). */
  playerId: string;
  /** The product, from the verified signature (never from the client). */
  productId: string;
  /** The purchase: store it in the same save as the items it paid for. */
  purchaseToken: string;
  /** True when this call claimed it; false when an earlier call did (then grant only if the save lacks the token). */
  claimed: boolean;
  /** True for a test purchase with no real money. */
  isSandbox: boolean;
}

/** What `grantAndSave` reports. */
export interface SavedGrant {
  /** True when this call added the items; false when the save already held `purchaseToken`. */
  granted: boolean;
  /** What the game shows afterwards, such as the player's items; sent to the game as it is (JSON). */
  items?: unknown;
}

/** The handler's answer when the game should consume the purchase (status 200). */
export interface GrantAnswer {
  productId: string;
  granted: boolean;
  consume: true;
  items?: unknown;
  /** Present when this call granted a purchase an earlier call claimed but did not save. */
  recovered?: true;
}

/** The handler's answer when it granted nothing: do not grant, do not consume. */
export interface GrantRefusal {
  error: string;
  code: GrantErrorCode;
  consume: false;
}

/** Options of {@link createGrantHandler}. */
export interface GrantHandlerOptions {
  /** The verify client, e.g. `createVerifyClient({ baseUrl: 'http://127.0.0.1:8787' })`. */
  client: VerifyClient;
  /** The product ids the game sells; a signed purchase of another product is refused (422 `unknown_product`) before it is claimed. */
  products: readonly string[];
  /**
   * The game's save, in one atomic step per player: when the player's save already holds
   * `purchaseToken`, change nothing and return `{ granted: false }`; otherwise add the product's
   * items and `purchaseToken` to the save in one write and return `{ granted: true }`. Two calls
   * for one player must not interleave (a per-player lock, a database transaction). Throwing
   * answers 500 `save_failed` and nothing is consumed; the next recovery grants it.
   */
  grantAndSave: (grant: VerifiedGrant) => SavedGrant | Promise<SavedGrant>;
  /** Origins the game is served from (the platform's origin), e.g. `['https://platform.example']`. Requests with another `Origin` are refused (403); requests without one (server to server) are served. */
  allowedOrigins: readonly string[];
  /** The path it answers (default `/purchases/grant`); other paths answer 404 `not_found`. */
  path?: string;
  /** Largest body read, in bytes (default 16384); a larger one answers 413 `payload_too_large`. */
  maxBodyBytes?: number;
  /** Require `signedPlayerInfo` in the body and verify it for `playerId` (default false: verified only when sent). */
  requireSignedPlayer?: boolean;
  /** Receives one redacted entry per request (default: logs nothing). */
  log?: (entry: GrantLogEntry) => void;
}

/** A standard fetch handler: Hono, workers, Deno, Bun directly; Express and Node's `http` through {@link toNodeHandler}. */
export type GrantHandler = (request: Request) => Promise<Response>;

/**
 * Creates the game backend's grant endpoint: `POST { playerId, signedRequest, purchaseToken,
 * signedPlayerInfo? }` answers `200 { productId, granted, consume: true, items? }`, or
 * `{ error, code, consume: false }` (4xx refused, 503 try again later, 500 save failed).
 * @example
 * const handler = createGrantHandler({
 *   client: createVerifyClient({ baseUrl: 'http://127.0.0.1:8787' }),
 *   products: ['gems_100'],
 *   allowedOrigins: ['https://platform.example'],
 *   grantAndSave: ({ playerId, productId, purchaseToken }) => saves.grantOnce(playerId, purchaseToken, productId),
 * });
 * export default { fetch: handler }; // a worker; or app.post('/purchases/grant', toNodeHandler(handler))
 */
export function createGrantHandler(options: GrantHandlerOptions): GrantHandler {
  const allowed = parseAllowedOrigins(options.allowedOrigins);
  const products = new Set(validateProducts(options.products));
  const path = options.path ?? '/purchases/grant';
  const maxBodyBytes = options.maxBodyBytes ?? 16_384;
  if (typeof options.client?.verify !== 'function' || typeof options.client.claim !== 'function') throw new TypeError('client must be a verify client: createVerifyClient({ baseUrl })');
  if (typeof options.grantAndSave !== 'function') throw new TypeError('grantAndSave must be a function that grants and saves a purchase once');
  if (typeof path !== 'string' || !path.startsWith('/')) throw new TypeError('path must start with "/", such as "/purchases/grant"');
  if (!Number.isInteger(maxBodyBytes) || maxBodyBytes < 256) throw new TypeError('maxBodyBytes must be a whole number of at least 256');
  const log = safeLog(options.log);

  return async (request) => {
    const origin = request.headers.get('origin');
    const cors = corsHeaders(origin, allowed);
    const answer = (status: number, body: GrantAnswer | GrantRefusal, extra: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...cors, ...extra } });
    const refusal = (status: number, code: GrantErrorCode, error: string, entry: Partial<GrantLogEntry> = {}, extra?: Record<string, string>) => {
      log({ level: status >= 500 ? 'error' : 'warn', event: status >= 500 ? 'failed' : 'refused', status, code, ...entry });
      return answer(status, { error, code, consume: false }, extra);
    };

    if (new URL(request.url).pathname !== path) return refusal(404, 'not_found', `no such endpoint; grants are posted to ${path}`);
    if (origin !== null && !allowed.has(origin)) return refusal(403, 'origin_not_allowed', 'this origin may not call the grant endpoint');
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...cors, ...PREFLIGHT_HEADERS } });
    if (request.method !== 'POST') return refusal(405, 'method_not_allowed', 'use POST', {}, { allow: 'POST, OPTIONS' });

    const body = await readGrantRequest(request, maxBodyBytes);
    if ('code' in body) return refusal(body.status, body.code, body.error);
    if (options.requireSignedPlayer && body.signedPlayerInfo === undefined) return refusal(400, 'invalid_request', 'signedPlayerInfo is required', { playerId: body.playerId });
    return grant(body, { client: options.client, products, grantAndSave: options.grantAndSave, log }, answer, refusal);
  };
}

type Answer = (status: number, body: GrantAnswer) => Response;
type Refusal = (status: number, code: GrantErrorCode, error: string, entry?: Partial<GrantLogEntry>, extra?: Record<string, string>) => Response;
type Procedure = Pick<GrantHandlerOptions, 'client' | 'grantAndSave'> & { products: ReadonlySet<string>; log: (entry: GrantLogEntry) => void };

// The spec's procedure, once the request is known to be well formed.
async function grant(body: GrantRequestBody, { client, products, grantAndSave, log }: Procedure, answer: Answer, refusal: Refusal): Promise<Response> {
  const { playerId, signedRequest, purchaseToken, signedPlayerInfo } = body;
  const secrets = [signedRequest, purchaseToken, signedPlayerInfo];
  let productId: string | undefined;
  try {
    if (signedPlayerInfo !== undefined) await client.verify({ kind: 'player', token: signedPlayerInfo, expectedPlayerId: playerId });
    const verified = await client.verify({ kind: 'purchase', token: signedRequest, expectedPlayerId: playerId });
    productId = verified.claims.productId;
    // Before the claim: a claimed purchase of a product the game cannot grant would be lost.
    if (!products.has(productId)) return refusal(422, 'unknown_product', `product ${productId} is not sold by this game`, { playerId, productId });
    const { claimed } = await client.claim({ token: signedRequest, purchaseToken });
    let saved: SavedGrant;
    try {
      saved = await grantAndSave({ playerId, productId, purchaseToken, claimed, isSandbox: verified.claims.isSandbox });
    } catch (cause) {
      const message = redact(cause instanceof Error ? cause.message : String(cause), secrets);
      return refusal(500, 'save_failed', 'the grant could not be saved; the purchase stays pending', { playerId, productId, message });
    }
    log({ level: 'info', event: saved.granted ? 'granted' : 'already_granted', status: 200, playerId, productId });
    return answer(200, { productId, granted: saved.granted === true, consume: true, ...(saved.items !== undefined ? { items: saved.items } : {}), ...(saved.granted && !claimed ? { recovered: true as const } : {}) });
  } catch (error) {
    const known = { playerId, ...(productId ? { productId } : {}) };
    if (!(error instanceof VerifyClientError)) {
      // Not the client's typed failure: a fault here. Its text stays in the (redacted) log only.
      return refusal(500, 'internal_error', 'internal error; the purchase stays pending', { ...known, message: redact(String(error instanceof Error ? error.message : error), secrets) });
    }
    const status = statusOfVerifyFailure(error.code, error.status);
    const wait = status === 503 && error.retryAfterMs !== undefined ? { 'retry-after': String(Math.ceil(error.retryAfterMs / 1000)) } : undefined;
    return refusal(status, error.code, redact(error.message, secrets), { ...known, message: redact(error.message, secrets) }, wait);
  }
}

function validateProducts(products: readonly string[]): readonly string[] {
  if (!Array.isArray(products) || products.some((id) => typeof id !== 'string' || id.length === 0)) throw new TypeError('products must be an array of product ids, such as ["gems_100"]');
  return products;
}

// A log hook that throws must not change what the game is answered (a grant already saved).
function safeLog(hook: GrantHandlerOptions['log']): (entry: GrantLogEntry) => void {
  if (hook === undefined) return () => {};
  if (typeof hook !== 'function') throw new TypeError('log must be a function receiving one entry per request');
  return (entry) => {
    try {
      hook(entry);
    } catch {
      // Dropped on purpose: logging is best effort, the answer is not.
    }
  };
}
