import { openAsBlob, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { parseArgs } from 'node:util';
import { callApi, type Sleep } from '../api/call-api.js';
import { reportOutcome } from '../api/report.js';
import { API_FLAGS } from '../config/api-flags.js';
import { apiConfig } from '../config/config.js';
import { UsageError } from '../output/errors.js';
import type { CliIo } from '../output/io.js';
import { progressBar, type Progress } from '../output/progress.js';
import { zipFolder } from '../api/zip-folder.js';

const UPLOAD_FLAGS = {
  ...API_FLAGS,
  version: { type: 'string' },
  notes: { type: 'string' },
  'ok-if-exists': { type: 'boolean' },
} as const;

function multipart(fields: Record<string, string>, build: Blob, filename: string): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('build', build, filename);
  return new Request('http://encoder.invalid/', { method: 'POST', body: form });
}

/**
 * The exact length of the encoded body: the same parts around an empty file, plus the file's
 * size. FormData's boundaries always have the same length, so only the file's bytes differ. A
 * declared length lets the service refuse an oversized build before it is sent, and suits
 * proxies that refuse chunked uploads.
 */
async function encodedLength(fields: Record<string, string>, filename: string, size: number): Promise<number> {
  const frame = await multipart(fields, new Blob([], { type: 'application/zip' }), filename).arrayBuffer();
  return frame.byteLength + size;
}

/**
 * The multipart body of an upload, streamed: the zip is a file-backed Blob read from disk as the
 * socket takes it (never loaded whole), and FormData does the multipart encoding. Bytes are
 * counted as they are sent, which drives the progress bar.
 */
async function uploadBody(zipPath: string, filename: string, fields: Record<string, string>, progress: Progress) {
  const encoded = multipart(fields, await openAsBlob(zipPath, { type: 'application/zip' }), filename);
  let sent = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      progress.update(sent);
      done(null, chunk);
    },
  });
  const source = Readable.fromWeb(encoded.body! as import('node:stream/web').ReadableStream<Uint8Array>);
  // A read failure (the zip changed or vanished mid-upload) must end the request, not stall it.
  source.on('error', (error) => counter.destroy(error));
  return { body: source.pipe(counter), contentType: encoded.headers.get('content-type')! };
}

/** `gamesdk builds upload <gameId> <build.zip | folder> --version V [--notes N] [--ok-if-exists]`. */
export async function buildsCommand(argv: string[], env: NodeJS.ProcessEnv, io: CliIo, sleep?: Sleep): Promise<number> {
  const [action, ...rest] = argv;
  if (action !== 'upload') throw new UsageError(action ? `unknown builds command: ${action} (upload)` : 'builds needs upload');
  const { values, positionals } = parseArgs({ args: rest, options: UPLOAD_FLAGS, allowPositionals: true, strict: true });
  const [gameId, source, ...extra] = positionals;
  if (!gameId || !source || extra.length) throw new UsageError('builds upload needs <gameId> and <build.zip | folder>');
  if (values.version === undefined) throw new UsageError('builds upload needs --version');
  const config = apiConfig(env, values, 1800);
  const stats = statSync(source, { throwIfNoEntry: false });
  if (!stats) throw new UsageError(`no such file or folder: ${source}`);

  const zipped = stats.isDirectory() ? await zipFolder(source) : undefined;
  try {
    const zipPath = zipped?.path ?? source;
    const filename = zipped ? `${basename(resolve(source))}.zip` : basename(source);
    const size = statSync(zipPath).size;
    io.stderr(`uploading ${filename} (${(size / 1e6).toFixed(1)} MB) as version ${values.version}\n`);
    const fields: Record<string, string> = { version: values.version };
    if (values.notes !== undefined) fields.notes = values.notes;
    const length = await encodedLength(fields, filename, size);
    const outcome = await callApi(
      config,
      io,
      async () => {
        const progress = progressBar(io, size, 'upload');
        const { body, contentType } = await uploadBody(zipPath, filename, fields, progress);
        const headers = { 'content-type': contentType, 'content-length': String(length) };
        return { method: 'POST', path: `/games/${encodeURIComponent(gameId)}/builds`, headers, body };
      },
      sleep,
    );
    if (io.interactive) io.stderr('\n');
    return reportOutcome(
      io,
      outcome,
      (build) => `uploaded build ${String(build.id)} (version ${String(build.version)}) to game ${gameId}`,
      { requires: ['id', 'version'], acceptCode: values['ok-if-exists'] ? 'VERSION_EXISTS' : undefined },
    );
  } finally {
    await zipped?.remove();
  }
}
