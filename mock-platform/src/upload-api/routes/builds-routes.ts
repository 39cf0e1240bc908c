import express, { type Request, type Router } from 'express';
import { acceptBuild } from '../uploads/accept-build.js';
import { teamOf } from './authenticate.js';
import type { UploadApiContext } from './context.js';
import { ownedGame } from '../records/games.js';

/** POST /api/v1/games/:gameId/builds (mounted under an API-key check). */
export function buildsRoutes(context: UploadApiContext): Router {
  const router = express.Router();
  router.post('/games/:gameId/builds', async (request: Request<{ gameId: string }>, response) => {
    const game = ownedGame(context.db, request.params.gameId, teamOf(response));
    const build = await acceptBuild(context, game, request, response, true);
    response.status(201).json({ success: true, data: build });
  });
  return router;
}
