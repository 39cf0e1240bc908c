/**
 * The local build upload service: the three `/api/v1` endpoints of the build upload spec, team
 * API keys, the uploaded builds' files and a small dashboard. See ./README.md.
 */
import { MAX_BUILD_BYTES } from '@gamesdk/cli';
import express, { type Router } from 'express';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ANALYSIS_BUDGET_MS, AnalysisSlots } from './uploads/analysis-limits.js';
import { requireApiKey } from './routes/authenticate.js';
import { buildsRoutes } from './routes/builds-routes.js';
import type { UploadApiContext } from './routes/context.js';
import { dashboardRoutes } from './dashboard/dashboard.js';
import { openUploadDatabase } from './records/database.js';
import { handleErrors } from './routes/error-handler.js';
import { UploadApiError } from './routes/errors.js';
import { gamesRoutes } from './routes/games-routes.js';
import { keysCommand, type KeysCommandOutput } from './commands/keys-command.js';
import { membersCommand } from './commands/members-command.js';
import { reviewRoutes } from './routes/review-routes.js';
import { serveBuildRoutes } from './uploads/serve-build.js';
import { VersionsInFlight } from './uploads/versions-in-flight.js';

export type { UploadApiErrorCode } from './routes/errors.js';
export type { Game } from './records/games.js';
export type { Build } from './records/builds.js';
export type { BuildAnalysis } from './uploads/analyze-build.js';
export type { Member, Role } from './records/members.js';
export type { PublishRequest, ReviewStatus } from './records/publishing.js';

/** The spec's build zip limit, 500 MB counted as 500,000,000 bytes (the same as `gamesdk check`). */
export { MAX_BUILD_BYTES };
export { ANALYSIS_BUDGET_MS, AnalysisSlots, MAX_CONCURRENT_ANALYSES, maxAnalysesPerTeam } from './uploads/analysis-limits.js';

/** Options of `createUploadApi`. */
export interface UploadApiOptions {
  /** Folder for the SQLite file and the stored builds (created when missing). */
  dataDir: string;
  /** Build zip limit in bytes; defaults to MAX_BUILD_BYTES (tests lower it). */
  maxBuildBytes?: number;
  /** Wall time one upload's analysis may take; default ANALYSIS_BUDGET_MS (20 s). */
  analysisBudgetMs?: number;
  /**
   * The cap on analyses running at once, in all and per team (one more answers 503
   * ANALYSIS_BUSY); default `new AnalysisSlots()`: MAX_CONCURRENT_ANALYSES (2) slots, one team
   * holding at most one fewer (1). Services on one machine may share one.
   */
  analyses?: AnalysisSlots;
  /** Clock for timestamps. */
  now?: () => Date;
  /** Where server errors are logged; defaults to stderr. */
  log?: (line: string) => void;
  /**
   * The origin `contentRouter` is served from (its own port), for the dashboard's Inspector links;
   * read at each request because it is known only once that server listens.
   */
  contentOrigin?: () => string | undefined;
}

/** The mounted service and how to release its database. */
export interface UploadApi {
  /** Serves /api/v1/games... and /dashboard; mount it at the root. */
  router: Router;
  /**
   * The mock's team reviewing publish requests: GET /reviews and POST /reviews/:requestId
   * (`{ decision: "approve" | "request-changes", feedback? }`), JSON; mount it on the control
   * surface after its JSON parser.
   */
  reviewRouter: Router;
  /**
   * Serves the uploaded builds' files, /uploads/<gameId>/<buildId>/...; mount it on a server of its
   * own (another origin), so that no uploaded build runs on the origin of the dashboard and the
   * mock platform's control surface.
   */
  contentRouter: Router;
  close(): void;
}

/**
 * Creates the upload service on `dataDir`.
 *
 * @example
 * const api = createUploadApi({ dataDir: '.data/mock-platform' });
 * app.use(api.router); // POST /api/v1/games, PATCH /api/v1/games/:id, POST /api/v1/games/:id/builds
 */
export function createUploadApi(options: UploadApiOptions): UploadApi {
  const db = openUploadDatabase(options.dataDir);
  // Temp files of uploads cut short by a crash are never needed again.
  rmSync(join(options.dataDir, 'tmp'), { recursive: true, force: true });
  mkdirSync(join(options.dataDir, 'tmp'), { recursive: true });
  const context: UploadApiContext = {
    db,
    dataDir: options.dataDir,
    maxBuildBytes: options.maxBuildBytes ?? MAX_BUILD_BYTES,
    now: options.now ?? (() => new Date()),
    analysisBudgetMs: options.analysisBudgetMs ?? ANALYSIS_BUDGET_MS,
    analyses: options.analyses ?? new AnalysisSlots(),
    versionsInFlight: new VersionsInFlight(),
    log: options.log ?? ((line) => process.stderr.write(`${line}\n`)),
  };

  const api = express.Router();
  api.use(requireApiKey(context));
  api.use(gamesRoutes(context));
  api.use(buildsRoutes(context));
  api.use(() => {
    throw new UploadApiError('NOT_FOUND', 'no such endpoint: the API has POST /games, PATCH /games/:gameId and POST /games/:gameId/builds');
  });

  const router = express.Router();
  router.use('/api/v1', api);
  router.use(dashboardRoutes(context, options.contentOrigin ?? (() => undefined)));
  router.use(handleErrors(context));
  const contentRouter = express.Router();
  contentRouter.use(serveBuildRoutes(context));
  contentRouter.use(handleErrors(context));
  return { router, contentRouter, reviewRouter: reviewRoutes(context), close: () => db.close() };
}

/**
 * Runs `keys create --team <team> --name <name>` (prints the new secret once, on stdout),
 * `keys revoke <prefix>` or `keys list` against the service's data dir; resolves the exit code.
 * `argv` may start with "keys" or with the sub-command.
 *
 * @example
 * process.exitCode = await runKeysCommand(['keys', 'create', '--team', 'acme', '--name', 'GitHub Actions'], { dataDir });
 */
export async function runKeysCommand(argv: string[], options: { dataDir: string } & Partial<KeysCommandOutput>): Promise<number> {
  const io: KeysCommandOutput = {
    out: options.out ?? ((text) => process.stdout.write(text)),
    err: options.err ?? ((text) => process.stderr.write(text)),
  };
  return keysCommand(argv, options.dataDir, io);
}

/**
 * Runs `members create --team <team> --name <name> --role <owner|manager|developer>` (prints the
 * new member's dashboard password once, on stdout), `members list` or `members remove --team <team>
 * --name <name>` against the service's data dir; resolves the exit code. `argv` may start with
 * "members" or with the sub-command.
 *
 * @example
 * process.exitCode = await runMembersCommand(['create', '--team', 'acme', '--name', 'Ann', '--role', 'owner'], { dataDir });
 */
export async function runMembersCommand(argv: string[], options: { dataDir: string } & Partial<KeysCommandOutput>): Promise<number> {
  const io: KeysCommandOutput = {
    out: options.out ?? ((text) => process.stdout.write(text)),
    err: options.err ?? ((text) => process.stderr.write(text)),
  };
  return membersCommand(argv, options.dataDir, io);
}
