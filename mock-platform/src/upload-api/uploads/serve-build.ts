import express, { type Request, type Router } from 'express';
import { existsSync } from 'node:fs';
import { extname, posix } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { refuseApiKey } from '../dashboard/dashboard-session.js';
import { buildZipPath, findBuild } from '../records/builds.js';
import type { UploadApiContext } from '../routes/context.js';
import { UploadApiError } from '../routes/errors.js';
import { declareLaunch, isHtmlPage } from '../../serving/launch-declaration.js';
import { isFolder, openEntry, openZip, zipEntries } from './zip-reader.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};
// Unity's pre-compressed output (Build/x.wasm.gz, .br) is served as the inner type, encoded.
const ENCODINGS: Record<string, string> = { '.gz': 'gzip', '.br': 'br' };

function headersFor(name: string): Record<string, string> {
  const encoding = ENCODINGS[extname(name)];
  const inner = encoding ? name.slice(0, -extname(name).length) : name;
  const type = TYPES[extname(inner).toLowerCase()] ?? 'application/octet-stream';
  return encoding ? { 'content-type': type, 'content-encoding': encoding } : { 'content-type': type };
}

/**
 * GET /uploads/:gameId/:buildId/<path>: a stored build's files, read straight from its zip. Paths
 * are relative to the folder holding the build's index.html, so a build zipped one level down
 * opens at /uploads/<gameId>/<buildId>/index.html like any other. Pages carry the platform's
 * launch declaration, as on the platform. A dashboard route: team API keys are refused here.
 */
export function serveBuildRoutes(context: UploadApiContext): Router {
  const router = express.Router();
  router.get('/uploads/:gameId/:buildId/*path', refuseApiKey, async (request: Request<{ gameId: string; buildId: string; path: string[] }>, response) => {
    const build = findBuild(context.db, request.params.gameId, request.params.buildId);
    const zipPath = buildZipPath(context.dataDir, request.params.gameId, request.params.buildId);
    if (!build || !build.analysis.index_html || !existsSync(zipPath)) throw new UploadApiError('NOT_FOUND', 'no such build');
    const wanted = posix.join(posix.dirname(build.analysis.index_html), ...request.params.path);
    const zip = await openZip(zipPath);
    try {
      for await (const entry of zipEntries(zip)) {
        if (isFolder(entry) || entry.fileName !== wanted) continue;
        if (isHtmlPage(entry.fileName)) {
          response.set(headersFor(entry.fileName)).send(declareLaunch((await buffer(await openEntry(zip, entry))).toString('utf8')));
          return;
        }
        response.set({ ...headersFor(entry.fileName), 'content-length': String(entry.uncompressedSize) });
        await pipeline(await openEntry(zip, entry), response);
        return;
      }
      throw new UploadApiError('NOT_FOUND', `no file ${request.params.path.join('/')} in this build`);
    } finally {
      zip.close();
    }
  });
  return router;
}
