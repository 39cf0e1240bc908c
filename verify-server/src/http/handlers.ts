// The two endpoint handlers. Validation happens in the schemas and the verifier; a handler only
// sequences them and writes the success body. Parsing the body and verifying its token are a
// request's CPU work: for a large body both run in the large-body lane; the ledger and the
// answer run outside it.
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { VerifyError } from '../errors.js';
import type { ClaimLedger } from '../ledger/ledger.js';
import type { LargeBodyLane } from './large-body-lane.js';
import type { PlatformPayload } from '../verification/payload-schema.js';
import type { TokenVerifier } from '../verification/verify-token.js';
import type { TokenKind } from '../token/token-format.js';
import type { AnyVerificationResult, ClaimResult } from '../types.js';
import { LARGE_BODY_BYTES } from '../limits.js';
import { bodyBytes, parseJsonBody } from './json-body.js';
import { clientKeyOf } from './rate-limit.js';
import { claimBodySchema, parseBody, verifyBodySchema } from './request-schemas.js';
import { sendJson } from './send-json.js';

/** Dependencies of the handlers. */
export interface HandlerDeps {
  verify: TokenVerifier;
  ledger: ClaimLedger;
  now: () => Date;
  lane: LargeBodyLane;
}

// The body, parsed and validated against `schema`, and its token verified by `check`.
function verifiedBody<B>(req: Request, lane: LargeBodyLane, schema: z.ZodType<B>, check: (body: B) => Promise<PlatformPayload<TokenKind>>) {
  // The client's key (its IP parsed, IPv6 grouped by /56) only matters when a large body queues.
  const bytes = bodyBytes(req);
  return lane(bytes > LARGE_BODY_BYTES ? clientKeyOf(req) : '', bytes, async () => {
    const body = parseBody(schema, parseJsonBody(req));
    return { body, payload: await check(body) };
  });
}

function noteVerified(res: Response, payload: PlatformPayload<TokenKind>): void {
  res.locals.kind = payload.kind;
  res.locals.platformGameId = payload.platformGameId;
}

/** POST /api/platform/partner/verify */
export function verifyHandler({ verify, ledger, lane }: HandlerDeps): RequestHandler {
  return async (req, res) => {
    const { payload } = await verifiedBody(req, lane, verifyBodySchema, (body) => verify(body.token, { kind: body.kind, expectedPlayerId: body.expectedPlayerId }));
    noteVerified(res, payload);
    let data: AnyVerificationResult;
    const common = { platformGameId: payload.platformGameId, playerId: payload.playerId, issuedAt: new Date(payload.iat * 1000).toISOString() };
    if (payload.kind === 'purchase') {
      const claims = (payload as PlatformPayload<'purchase'>).claims;
      const claimedAt = await ledger.claimedAt(payload.platformGameId, claims.purchaseToken);
      data = { kind: 'purchase', ...common, claims, ledger: { purchaseToken: claims.purchaseToken, claimed: claimedAt !== undefined, claimedAt: claimedAt?.toISOString() ?? null } };
    } else {
      data = { kind: payload.kind, ...common, claims: payload.claims, ledger: null } as AnyVerificationResult;
    }
    sendJson(res, 200, { success: true, data });
  };
}

/** POST /api/platform/partner/purchases/claim */
export function claimHandler({ verify, ledger, now, lane }: HandlerDeps): RequestHandler {
  return async (req, res) => {
    const verified = await verifiedBody(req, lane, claimBodySchema, (body) => verify(body.token, { kind: 'purchase' }));
    const { body } = verified;
    const payload = verified.payload as PlatformPayload<'purchase'>;
    noteVerified(res, payload);
    if (payload.claims.purchaseToken !== body.purchaseToken) {
      throw new VerifyError('purchase_token_mismatch', 'purchaseToken is not the purchase this token is about');
    }
    const outcome = await ledger.claim({
      platformGameId: payload.platformGameId,
      purchaseToken: payload.claims.purchaseToken,
      playerId: payload.playerId,
      productId: payload.claims.productId,
      at: now(),
    });
    const data: ClaimResult = { claimed: outcome.claimed, claimedAt: outcome.claimedAt.toISOString() };
    sendJson(res, 200, { success: true, data });
  };
}
