import { ScanStopped } from '@gamesdk/cli';
import express, { type Request, type Router } from 'express';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { analyzeBuild, BuildAnalysisError } from './analyze-build.js';
import { teamOf } from './authenticate.js';
import { storeBuild, versionExists, versionExistsError } from './builds.js';
import type { UploadApiContext } from './context.js';
import { UploadApiError } from './errors.js';
import { ownedGame } from './games.js';
import { isMultipart, receiveUpload } from './receive-upload.js';
import { validateUploadFields } from './upload-fields.js';

async function analyze(path: string, signal: AbortSignal) {
  try {
    return await analyzeBuild(path, signal);
  } catch (error) {
    if (error instanceof ScanStopped && error.reason === 'aborted') {
      throw new UploadApiError('VALIDATION_FAILED', 'the client went away during the analysis; nothing was stored', { field: 'body' });
    }
    if (!(error instanceof BuildAnalysisError)) throw error;
    throw new UploadApiError('UPLOAD_ANALYSIS_FAILED', 'the build zip cannot be analysed', { details: error.details });
  }
}

/** POST /api/v1/games/:gameId/builds (mounted under an API-key check). */
export function buildsRoutes(context: UploadApiContext): Router {
  const router = express.Router();
  const tmpDir = join(context.dataDir, 'tmp');

  router.post('/games/:gameId/builds', async (request: Request<{ gameId: string }>, response) => {
    const game = ownedGame(context.db, request.params.gameId, teamOf(response));
    if (!isMultipart(request)) throw new UploadApiError('MISSING_BUILD', 'send multipart/form-data with a build file part');
    // A rerun that sends its version before the build (as gamesdk does) learns of the 409 before
    // uploading the whole zip again.
    const upload = await receiveUpload(request, tmpDir, context.maxBuildBytes, (name, value, beforeFile) => {
      if (name === 'version' && beforeFile && versionExists(context.db, game.id, value)) throw versionExistsError(value);
    });
    try {
      const { version, notes } = validateUploadFields(upload);
      const file = upload.file!;
      // A cheap early answer for a rerun; the unique index in storeBuild is what guarantees it.
      if (versionExists(context.db, game.id, version)) throw versionExistsError(version);
      // The analysis stops when the client goes away: nothing of an abandoned upload is stored.
      const gone = new AbortController();
      response.on('close', () => response.writableFinished || gone.abort());
      const analysis = await analyze(file.path, gone.signal);
      if (!analysis.index_html) {
        const found = analysis.deeper_index_html.length ? ` (found ${analysis.deeper_index_html.join(', ')})` : '';
        throw new UploadApiError('VALIDATION_FAILED', `build: index.html must be at the zip root or one level down${found}`, {
          field: 'build',
        });
      }
      if (!analysis.sdk_marker_file) {
        throw new UploadApiError('SDK_NOT_INTEGRATED', 'the game SDK was not detected in the build (no file carries @gamesdk/core)');
      }
      const build = storeBuild(context.db, context.dataDir, game, { version, notes, filename: file.filename, size: file.size, tempPath: file.path, analysis }, context.now());
      response.status(201).json({ success: true, data: build });
    } finally {
      // Moved into place on success, so this only removes refused uploads.
      if (upload.file) await rm(upload.file.path, { force: true });
    }
  });
  return router;
}
