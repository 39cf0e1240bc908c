// The dashboard's routes: sign-in as a team member, the team page (games, and API keys for
// owners and managers) and each game's page with every action the API has and the publishing
// flow. Forms post to the same origin (the mock's guard refuses any other) with the session's
// SameSite=Strict cookie (see dashboard-session.ts); no page may frame it; each action answers 303 to the page that shows its result, or that
// page again with the error (status as the API's).
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { acceptBuild } from '../uploads/accept-build.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../records/api-keys.js';
import type { UploadApiContext } from '../routes/context.js';
import { gameUpdateFromForm, newGameFromForm } from './dashboard-game-form.js';
import { gamePage, type ContentOrigin } from './dashboard-game-page.js';
import { signInPage } from './dashboard-html.js';
import { DashboardSessions, refuseApiKey } from './dashboard-session.js';
import { teamPage } from './dashboard-team-page.js';
import { UploadApiError } from '../routes/errors.js';
import { findGame, insertGame, updateGame, type Game } from '../records/games.js';
import { authenticateMember, managesKeys, type Member } from '../records/members.js';
import { markQaPassed, requestPublish } from '../records/publishing.js';

/** What a finished action says on the page it leads to (`?done=<action>`). */
const NOTICES: Record<string, string> = {
  created: 'Game created: upload its first build below.',
  saved: 'Game details saved.',
  uploaded: 'Build uploaded: open it in the Inspector, test it, then mark it QA passed.',
  qa: 'Build marked QA passed: Request Publish is open (Stage 4).',
  requested: 'Publish requested: the team reviews the build; its status and feedback appear here.',
  revoked: 'API key revoked: it stops working at once.',
};

const member = (response: Response): Member => response.locals.member as Member;
const noticeOf = (request: Request) => (typeof request.query.done === 'string' ? NOTICES[request.query.done] : undefined);
const form = (request: Request): Record<string, unknown> => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});
const checked = (value: unknown) => value === 'yes' || value === 'on';

/** The game `gameId` of the signed-in member's team; any other answers 404, saying nothing of other teams. */
function teamGame(context: UploadApiContext, request: Request, response: Response): Game {
  const game = findGame(context.db, String(request.params.gameId));
  if (!game || game.team_id !== member(response).team_id) throw new UploadApiError('GAME_NOT_FOUND', 'your team has no game with that id');
  return game;
}

/** Only owners and managers create, list and revoke keys (spec: Authentication, rule 6). */
function keyManagers(_request: Request, response: Response, next: NextFunction): void {
  if (!managesKeys(member(response))) throw new UploadApiError('FORBIDDEN', "only a team owner or manager can create, list or revoke the team's API keys");
  next();
}

/**
 * The dashboard, one signed-in team member at a time. Inspector links open builds from
 * `contentOrigin`.
 */
export function dashboardRoutes(context: UploadApiContext, contentOrigin: ContentOrigin): Router {
  const router = express.Router();
  const sessions = new DashboardSessions(context.db);
  const fields = express.urlencoded({ extended: false, limit: '16kb' });

  router.use('/dashboard', (request, response, next) => {
    response.set('cache-control', 'no-store');
    // No page may frame the dashboard, an uploaded build least of all: one click in a frame could
    // act for the signed-in member. CSP for today's browsers, X-Frame-Options for older ones.
    response.set({ 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' });
    // Forms are parsed here, so a key typed into any of them is refused before anything else.
    if (request.is('application/x-www-form-urlencoded')) return fields(request, response, (error?: unknown) => (error ? next(error) : refuseApiKey(request, response, next)));
    refuseApiKey(request, response, next);
  });

  router.post('/dashboard/sign-in', (request, response) => {
    const { team, name, password } = form(request);
    const signedIn = [team, name, password].every((value) => typeof value === 'string' && value !== '')
      ? authenticateMember(context.db, team as string, name as string, password as string)
      : undefined;
    if (!signedIn) return void response.status(401).type('html').send(signInPage('No member of that team has that name and password.'));
    sessions.signIn(request, response, signedIn);
    response.redirect(303, '/dashboard');
  });
  router.post('/dashboard/sign-out', (request, response) => {
    sessions.signOut(request, response);
    response.redirect(303, '/dashboard');
  });

  // Everything else needs a signed-in member: the sign-in form otherwise.
  router.use('/dashboard', (request, response, next) => {
    const signedIn = sessions.memberOf(request);
    if (!signedIn) return void response.status(request.method === 'GET' ? 200 : 401).type('html').send(signInPage(request.method === 'GET' ? undefined : 'Sign in first.'));
    response.locals.member = signedIn;
    next();
  });

  router.get('/dashboard', (request, response) => void response.type('html').send(teamPage(context.db, member(response), { notice: noticeOf(request) })));
  router.post('/dashboard/games', (request, response) => {
    const game = insertGame(context.db, member(response).team_id, newGameFromForm(form(request)), context.now());
    response.redirect(303, `/dashboard/games/${game.id}?done=created`);
  });
  router.get('/dashboard/games/:gameId', (request, response) => {
    response.type('html').send(gamePage(context.db, member(response), teamGame(context, request, response), contentOrigin, { notice: noticeOf(request) }));
  });
  router.post('/dashboard/games/:gameId', (request, response) => {
    const game = teamGame(context, request, response);
    updateGame(context.db, game, gameUpdateFromForm(form(request)));
    response.redirect(303, `/dashboard/games/${game.id}?done=saved`);
  });
  router.post('/dashboard/games/:gameId/builds', async (request, response) => {
    const game = teamGame(context, request, response);
    await acceptBuild(context, game, request, response, false);
    response.redirect(303, `/dashboard/games/${game.id}?done=uploaded`);
  });
  router.post('/dashboard/games/:gameId/builds/:buildId/qa', (request, response) => {
    const game = teamGame(context, request, response);
    markQaPassed(context.db, game, String(request.params.buildId));
    response.redirect(303, `/dashboard/games/${game.id}?done=qa`);
  });
  router.post('/dashboard/games/:gameId/publish', (request, response) => {
    const game = teamGame(context, request, response);
    const { platform, own_registration_prompt: ownPrompt, manual_loading: manual } = form(request);
    requestPublish(context.db, game, { platform: String(platform ?? ''), ownRegistrationPrompt: checked(ownPrompt), manualLoading: checked(manual), requestedBy: member(response).name }, context.now());
    response.redirect(303, `/dashboard/games/${game.id}?done=requested`);
  });

  router.post('/dashboard/keys', keyManagers, (request, response) => {
    const { name } = form(request);
    if (typeof name !== 'string' || !name.trim()) throw new UploadApiError('VALIDATION_FAILED', "name the key after where it runs (e.g. \"GitHub Actions\")", { field: 'name' });
    const createdKey = createApiKey(context.db, member(response).team_id, name.slice(0, 100), context.now());
    // The secret is in this answer only: never stored, never in a URL (no redirect).
    response.status(201).type('html').send(teamPage(context.db, member(response), { createdKey }));
  });
  router.post('/dashboard/keys/:prefix/revoke', keyManagers, (request, response) => {
    const prefix = String(request.params.prefix);
    if (!listApiKeys(context.db, member(response).team_id).some((key) => key.prefix === prefix)) throw new UploadApiError('NOT_FOUND', 'your team has no API key with that prefix');
    revokeApiKey(context.db, prefix, context.now());
    response.redirect(303, '/dashboard?done=revoked');
  });

  // A refused action shows its page again with the reason, at the status the API would answer.
  router.use('/dashboard', (error: unknown, request: Request, response: Response, next: NextFunction) => {
    if (!(error instanceof UploadApiError) || response.headersSent) return next(error);
    const signedIn = response.locals.member as Member | undefined;
    const game = signedIn ? gameOfPath(context, request.originalUrl, signedIn) : undefined;
    const html = !signedIn
      ? signInPage(error.message)
      : game
        ? gamePage(context.db, signedIn, game, contentOrigin, { error: error.message })
        : teamPage(context.db, signedIn, { error: error.message });
    response.status(error.status).type('html').send(html);
  });
  return router;
}

/** The member's game a dashboard URL is about (/dashboard/games/<id>/...), if any. */
function gameOfPath(context: UploadApiContext, url: string, signedIn: Member): Game | undefined {
  const id = /^\/dashboard\/games\/([^/?#]+)/i.exec(url)?.[1];
  let game: Game | undefined;
  try {
    game = id ? findGame(context.db, decodeURIComponent(id)) : undefined;
  } catch {
    return undefined; // not valid percent-encoding: no game
  }
  return game?.team_id === signedIn.team_id ? game : undefined;
}
