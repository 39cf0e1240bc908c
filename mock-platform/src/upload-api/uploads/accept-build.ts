// One build upload, from the request to the stored build, for the API (versioned) and the
// dashboard (by hand, no version) alike: the same limits, analysis and post-upload effects.
import { ScanStopped } from '@gamesdk/cli';
import type { Request, Response } from 'express';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { overBudget } from './analysis-limits.js';
import { analyzeBuild, BuildAnalysisError, type BuildAnalysis } from './analyze-build.js';
import { storeBuild, versionExists, versionExistsError, type StoredUpload } from '../records/builds.js';
import type { UploadApiContext } from '../routes/context.js';
import { UploadApiError } from '../routes/errors.js';
import type { Game } from '../records/games.js';
import { isMultipart, receiveUpload, type ReceivedUpload } from './receive-upload.js';
import { validateHandUploadFields, validateUploadFields } from './upload-fields.js';

/** Whether the client's connection is already closed, so no answer can reach it. */
const clientGone = (response: Response) => !response.writableFinished && (response.destroyed || response.socket === null || response.socket.destroyed);

const wentAway = () => new UploadApiError('VALIDATION_FAILED', 'the client went away during the analysis; nothing was stored', { field: 'body' });

/**
 * Analyses the zip within the context's budget and slot cap. The analysis stops when the client
 * goes away (nothing of an abandoned upload is stored) or the budget runs out (400).
 */
async function analyze(context: UploadApiContext, team: string, path: string, response: Response): Promise<BuildAnalysis> {
  const release = context.analyses.take(team);
  const gone = new AbortController();
  const onClose = () => response.writableFinished || gone.abort();
  response.on('close', onClose);
  // The client may have gone while its body was still being settled, before this listener was on.
  if (clientGone(response)) gone.abort();
  const budget = AbortSignal.timeout(context.analysisBudgetMs);
  try {
    const analysis = await analyzeBuild(path, AbortSignal.any([gone.signal, budget]));
    // A close seen after the scan's last look at the signal still means nobody hears the answer.
    if (gone.signal.aborted || clientGone(response)) throw wentAway();
    return analysis;
  } catch (error) {
    if (error instanceof ScanStopped && error.reason === 'aborted') {
      if (!gone.signal.aborted && budget.aborted) throw overBudget(context.analysisBudgetMs);
      throw wentAway();
    }
    if (!(error instanceof BuildAnalysisError)) throw error;
    throw new UploadApiError('UPLOAD_ANALYSIS_FAILED', 'the build zip cannot be analysed', { details: error.details });
  } finally {
    response.off('close', onClose);
    release();
  }
}

/**
 * Receives the multipart upload of a build of `game` and stores it with its post-upload effects.
 * `versioned`: the API's upload, whose `version` part is required and unique in the game (a
 * rerun that sends its version before the build learns of the 409 before uploading the zip
 * again); otherwise a dashboard upload, which carries no version and never collides.
 */
export async function acceptBuild(context: UploadApiContext, game: Game, request: Request, response: Response, versioned: boolean): Promise<StoredUpload> {
  if (!isMultipart(request)) throw new UploadApiError('MISSING_BUILD', 'send multipart/form-data with a build file part');
  const inFlight = context.versionsInFlight.holdFor(game.id);
  // A version stored already, or being uploaded by another request now: 409 before anything more
  // is read or analysed. The unique index in storeBuild is what guarantees it in the end.
  const claimVersion = (version: string) => {
    if (versionExists(context.db, game.id, version)) throw versionExistsError(version);
    inFlight.claim(version);
  };
  try {
    const upload = await receiveUpload(request, join(context.dataDir, 'tmp'), context.maxBuildBytes, (name, value, beforeFile) => {
      if (versioned && name === 'version' && beforeFile) claimVersion(value);
    });
    return await storeReceived(context, game, upload, response, versioned, claimVersion);
  } finally {
    inFlight.release();
  }
}

/**
 * Validates a received upload's parts, analyses its zip (in a slot of the game's team) and stores
 * it; the temp file is removed unless it was moved into place.
 */
async function storeReceived(context: UploadApiContext, game: Game, upload: ReceivedUpload, response: Response, versioned: boolean, claimVersion: (version: string) => void): Promise<StoredUpload> {
  try {
    const { version, notes } = versioned ? validateUploadFields(upload) : validateHandUploadFields(upload);
    const file = upload.file!;
    if (version !== null) claimVersion(version);
    const analysis = await analyze(context, game.team_id, file.path, response);
    if (!analysis.index_html) {
      const found = analysis.deeper_index_html.length ? ` (found ${analysis.deeper_index_html.join(', ')})` : '';
      throw new UploadApiError('VALIDATION_FAILED', `build: index.html must be at the zip root or one level down${found}`, { field: 'build' });
    }
    if (!analysis.sdk_marker_file) {
      throw new UploadApiError('SDK_NOT_INTEGRATED', 'the game SDK was not detected in the build (no file carries @gamesdk/core)');
    }
    return storeBuild(context.db, context.dataDir, game, { version, notes, filename: file.filename, size: file.size, tempPath: file.path, analysis }, context.now());
  } finally {
    // Moved into place on success, so this only removes refused uploads.
    if (upload.file) await rm(upload.file.path, { force: true });
  }
}
