// The example game backend's HTTP API, called by the game after a purchase and at start-up for
// each pending purchase (getPurchasesAsync):
//   POST /purchases/grant  { playerId, signedRequest, purchaseToken }
//     200 { productId, granted, consume: true, items } grant done (now or earlier): consume it;
//                                                     productId is the verified one (hand it to the game's grant)
//     4xx { error, code, consume: false }             refused: do not grant, do not consume
//     503 { error, code, consume: false }             try again later: do not consume yet
//   GET /players/:playerId/save                       the player's save
// A real game also authenticates its players; here the signed purchase proves who bought it.
import express from 'express';
import { VerifyClientError } from '@gamesdk/verify-client';
import { grantPurchase, UnknownProductError } from './grant-purchase.js';

// Failures worth another try later (the purchase stays pending); any other is a refusal.
const RETRY_LATER = new Set(['rate_limited', 'verification_unavailable', 'ledger_unavailable', 'network_error', 'timeout', 'invalid_response']);

/**
 * @param {Parameters<typeof grantPurchase>[0] & { log?: (line: string) => void }} deps  `log` receives JSON lines (default stderr).
 * @example
 * createGameBackend({ client: createVerifyClient({ baseUrl }), saves: await createSaveStore(dir) }).listen(3000);
 */
export function createGameBackend(deps) {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '32kb' }));

  app.post('/purchases/grant', async (req, res) => {
    const { playerId, signedRequest, purchaseToken } = req.body ?? {};
    if (![playerId, signedRequest, purchaseToken].every((value) => typeof value === 'string' && value.length > 0)) {
      return res.status(400).json({ error: 'playerId, signedRequest and purchaseToken are required strings', code: 'invalid_request', consume: false });
    }
    try {
      res.json(await grantPurchase(deps, { playerId, signedRequest, purchaseToken }));
    } catch (error) {
      if (error instanceof UnknownProductError) return res.status(422).json({ error: error.message, code: 'unknown_product', consume: false });
      if (!(error instanceof VerifyClientError)) throw error;
      // The verify server's refusals keep their 4xx; what the client refused of its answer (a redirect,
      // an oversized answer, a value about another game) is a bad gateway, never a 2xx or 3xx.
      const refusal = error.status !== undefined && error.status >= 400 && error.status < 500;
      const status = RETRY_LATER.has(error.code) ? 503 : refusal ? error.status : 502;
      res.status(status).json({ error: error.message, code: error.code, consume: false });
    }
  });

  app.get('/players/:playerId/save', async (req, res) => {
    res.json(await deps.saves.load(req.params.playerId));
  });

  const log = deps.log ?? ((line) => process.stderr.write(`${line}\n`));
  app.use((error, _req, res, _next) => {
    log(JSON.stringify({ level: 'error', msg: 'game backend failure', cause: String(error?.message ?? error) }));
    res.status(500).json({ error: 'internal error', code: 'internal_error', consume: false });
  });
  return app;
}
