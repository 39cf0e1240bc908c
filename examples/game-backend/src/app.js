// The example game backend's HTTP API, called by the game's purchase recovery (its `claim`) at
// start-up and after each purchase, by the backend's own address (the game runs on the platform's
// origin; CORS lets only the origins in ALLOWED_ORIGINS call it from a browser):
//   POST /purchases/grant  { playerId, signedRequest, purchaseToken }
//     200 { productId, granted, consume: true, items } grant done (now or earlier): consume it;
//                                                     productId is the verified one (hand it to the game's grant)
//     4xx { error, code, consume: false }             refused: do not grant, do not consume
//     503 { error, code, consume: false }             try again later: do not consume yet
//   GET /players/:playerId/save                       the player's save
// The grant is @gamesdk/verify-client's createGrantHandler; this file adds the game's save.
// A real game also authenticates its players; here the signed purchase proves who bought it.
import express from 'express';
import { createGrantHandler, toNodeHandler } from '@gamesdk/verify-client';
import { CATALOG, grantAndSaveIn } from './grant-purchase.js';

/**
 * @param {{
 *   client: import('@gamesdk/verify-client').VerifyClient,
 *   saves: Awaited<ReturnType<typeof import('./save-store.js').createSaveStore>>,
 *   allowedOrigins: string[],
 *   hooks?: { afterClaim?: () => void | Promise<void> },
 *   log?: (line: string) => void,
 * }} deps  `log` receives JSON lines, with no signed value or token in them (default stderr).
 * @example
 * createGameBackend({ client: createVerifyClient({ baseUrl }), saves: await createSaveStore(dir), allowedOrigins: ['http://127.0.0.1:8080'] }).listen(8788);
 */
export function createGameBackend({ client, saves, allowedOrigins, hooks, log = (line) => process.stderr.write(`${line}\n`) }) {
  const app = express();
  app.disable('x-powered-by');

  const grant = toNodeHandler(
    createGrantHandler({
      client,
      products: Object.keys(CATALOG),
      allowedOrigins,
      grantAndSave: grantAndSaveIn(saves, hooks),
      log: (entry) => log(JSON.stringify(entry)),
    }),
  );
  // No body parser before it: the handler reads the body itself, bounded.
  app.post('/purchases/grant', grant);
  app.options('/purchases/grant', grant);

  app.get('/players/:playerId/save', async (req, res) => {
    res.json(await saves.load(req.params.playerId));
  });

  app.use((error, _req, res, _next) => {
    log(JSON.stringify({ level: 'error', msg: 'game backend failure', cause: String(error?.message ?? error) }));
    res.status(500).json({ error: 'internal error', code: 'internal_error', consume: false });
  });
  return app;
}
