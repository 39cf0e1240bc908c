import express, { type Request, type Router } from 'express';
import { teamOf } from './authenticate.js';
import type { UploadApiContext } from './context.js';
import { parseGameUpdate, parseNewGame } from '../records/game-fields.js';
import { insertGame, ownedGame, updateGame } from '../records/games.js';

/** POST /api/v1/games and PATCH /api/v1/games/:gameId (mounted under an API-key check). */
export function gamesRoutes(context: UploadApiContext): Router {
  const router = express.Router();
  const json = express.json({ limit: '100kb' });

  router.post('/games', json, (request, response) => {
    const game = insertGame(context.db, teamOf(response), parseNewGame(request.body), context.now());
    response.status(201).json({ success: true, data: game });
  });

  // The game and its owner are checked before the body is even parsed (documented precedence).
  router.patch(
    '/games/:gameId',
    (request: Request<{ gameId: string }>, response, next) => {
      response.locals.game = ownedGame(context.db, request.params.gameId, teamOf(response));
      next();
    },
    json,
    (request, response) => {
      const game = updateGame(context.db, response.locals.game, parseGameUpdate(request.body));
      response.status(200).json({ success: true, data: game });
    },
  );
  return router;
}
