import { describeByteLimit } from '@gamesdk/cli';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { basename, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UploadApiError } from '../routes/errors.js';

/** The parts of an upload request, with the build file already streamed to a temp file. */
export interface ReceivedUpload {
  /** Text parts by name (the last one wins when a name repeats). */
  fields: Map<string, string>;
  /** Text parts that busboy cut at its field size limit (far above any valid version or notes). */
  truncated: Set<string>;
  /** A text part named `build` (a file part was expected). */
  buildSentAsText: boolean;
  file?: { path: string; filename: string; size: number };
}

// Room for the version and notes parts and the multipart framing around the build file.
const FORM_OVERHEAD_BYTES = 1024 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

/** Whether the request declares a multipart body. */
export const isMultipart = (request: IncomingMessage): boolean =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * Streams a multipart upload: the `build` file part goes to a temp file in `tmpDir` byte by byte
 * (never held in memory), and the 413 limit is enforced while bytes arrive. A declared
 * Content-Length above the limit is refused before reading anything. The caller deletes
 * `file.path` when it does not keep the file. `checkEarlyField` sees each text part as it
 * arrives and may throw to answer before the rest of the body is read.
 */
export async function receiveUpload(
  request: IncomingMessage,
  tmpDir: string,
  maxBytes: number,
  checkEarlyField: (name: string, value: string, beforeFile: boolean) => void = () => {},
): Promise<ReceivedUpload> {
  const tooLarge = () => new UploadApiError('BUILD_TOO_LARGE', `the build zip is larger than ${describeByteLimit(maxBytes)}`);
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge();

  const received: ReceivedUpload = { fields: new Map(), truncated: new Set(), buildSentAsText: false };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      // curl and browsers send UTF-8 file names; busboy's default for them is latin1.
      defParamCharset: 'utf8',
      // Text parts arrive as latin1 (one character per byte) so their bytes can be checked as
      // strict UTF-8 below: busboy's own decoding would turn invalid bytes into U+FFFD silently.
      defCharset: 'latin1',
      // busboy signals 'limit' once a file reaches fileSize bytes, so a zip of exactly maxBytes
      // (which the spec accepts, as `gamesdk check` does) needs one byte of room.
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11, fieldSize: MAX_FIELD_BYTES },
    });
  } catch (error) {
    // busboy throws at once on a multipart type without a boundary: the request is malformed.
    throw new UploadApiError('VALIDATION_FAILED', `malformed multipart body: ${(error as Error).message}`, { field: 'body' });
  }
  const writes: Promise<void>[] = [];
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const parsed = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  let failure: Error | undefined;
  let fileStream: Readable | undefined;
  let sink: WriteStream | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    // Both ends, so the pipeline settles at once even when busboy stopped mid-push.
    fileStream?.destroy();
    sink?.destroy();
    request.unpipe(parser);
    // Drain what is still coming so the client can read our answer instead of a reset socket.
    request.resume();
    settle.reject(error);
  };

  parser.on('file', (name, stream, info) => {
    // busboy finishes the chunk it is parsing after a failure; nothing of it is kept.
    if (failure) return void stream.resume();
    if (name !== 'build') {
      stream.resume();
      return fail(new UploadApiError('MISSING_BUILD', `the file part must be named "build" (got "${name}")`));
    }
    const path = join(tmpDir, `${randomUUID()}.zip`);
    const file = { path, filename: basename((info.filename ?? 'build.zip').replaceAll('\\', '/')), size: 0 };
    received.file = file;
    fileStream = stream;
    sink = createWriteStream(path);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        file.size += chunk.length;
        done(null, chunk);
      },
    });
    stream.on('limit', () => fail(tooLarge()));
    writes.push(
      pipeline(stream, counter, sink).catch((error: Error) => fail(failure ?? error)),
    );
  });
  parser.on('field', (name, raw, info) => {
    if (failure) return;
    const value = strictUtf8(raw);
    if (value === undefined) return fail(new UploadApiError('VALIDATION_FAILED', `${name} is not valid UTF-8 text`, { field: name }));
    try {
      checkEarlyField(name, value, !received.file);
    } catch (error) {
      return fail(error as Error);
    }
    if (name === 'build') received.buildSentAsText = true;
    received.fields.set(name, value);
    if (info.valueTruncated) received.truncated.add(name);
  });
  parser.on('filesLimit', () => fail(new UploadApiError('VALIDATION_FAILED', 'build: only one file part is accepted', { field: 'build' })));
  const tooManyParts = () => fail(new UploadApiError('VALIDATION_FAILED', 'the request has too many parts', { field: 'body' }));
  parser.on('fieldsLimit', tooManyParts);
  parser.on('partsLimit', tooManyParts);

  parser.on('close', () => settle.resolve());
  parser.on('error', (error: Error) =>
    fail(new UploadApiError('VALIDATION_FAILED', `malformed multipart body: ${error.message}`, { field: 'body' })),
  );
  // The client went away before the body was read to its end. Not `request.complete`: the whole
  // message may have arrived while part of it still waits unread behind the temp file's writes (a
  // slow disk), and a connection closed then ends the request without its 'end', so the parser
  // would wait for the rest forever, holding the temp file.
  const aborted = () => new UploadApiError('VALIDATION_FAILED', 'the client aborted the upload', { field: 'body' });
  if (request.destroyed && !request.readableEnded) throw aborted();
  request.on('close', () => {
    if (!request.readableEnded) fail(aborted());
  });
  request.pipe(parser);

  try {
    await parsed;
    await Promise.all(writes);
    if (failure) throw failure;
    return received;
  } catch (error) {
    // Both ends are destroyed by now, so this settles at once; waiting means no file appears later.
    await Promise.all(writes);
    if (received.file) await rm(received.file.path, { force: true });
    throw error;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a part received as latin1, decoded as strict UTF-8; undefined when the bytes are not UTF-8. */
function strictUtf8(latin1: string): string | undefined {
  try {
    return utf8.decode(Buffer.from(latin1, 'latin1'));
  } catch {
    return undefined;
  }
}
