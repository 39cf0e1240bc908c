import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/** An answer as received: the status, the body text (at most MAX_ANSWER_BYTES) and a Retry-After header. */
export interface RawAnswer {
  status: number;
  text: string;
  retryAfter?: string;
}

// How long an answer may still arrive after the server closed on a body being sent.
const EARLY_ANSWER_GRACE_MS = 1000;
// The API answers small JSON documents; anything longer is cut, never held whole.
const MAX_ANSWER_BYTES = 1024 * 1024;

function readAnswer(response: IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      if (size < MAX_ANSWER_BYTES) chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - size));
      size += chunk.length;
    });
    const retryAfter = response.headers['retry-after'];
    response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), ...(retryAfter !== undefined ? { retryAfter } : {}) }));
    response.on('error', reject);
  });
}

/**
 * One HTTP request with node:http(s). A streamed body is piped, so it is read from disk only as
 * fast as the socket takes it (Node 20's fetch buffers a streamed request body in memory when the
 * server reads slower than the disk). An answer that arrives before the body is sent (a 413, say)
 * is taken as it is and the rest of the body is not sent.
 */
export function sendRequest(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string | Readable; timeoutMs: number },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { body } = options;
    const headers = typeof body === 'string' ? { ...options.headers, 'content-length': String(Buffer.byteLength(body)) } : options.headers;
    // Looked up at call time (not imported by name), so request interceptors such as msw apply.
    const request = (url.startsWith('https:') ? https : http).request(url, {
      method: options.method,
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const streamed = body !== undefined && typeof body !== 'string';
    let answered = false;
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answers early (413) may close while the body is still going out: the write
      // fails, but its answer may already be in. Give it a moment to be read.
      if (streamed && !answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) {
        setTimeout(() => answered || reject(error), EARLY_ANSWER_GRACE_MS);
      } else if (!answered) reject(error);
    });
    request.on('response', (response) => {
      answered = true;
      if (streamed) {
        body.unpipe(request);
        body.destroy();
      }
      readAnswer(response).then((answer) => {
        // The body may not have been sent to its end; the connection cannot be reused.
        if (streamed) request.destroy();
        resolve(answer);
      }, reject);
    });
    if (!streamed) request.end(body);
    else {
      body.on('error', (error) => {
        reject(Object.assign(new Error(`reading the build failed: ${error.message}`), { name: 'BodyReadError' }));
        request.destroy();
      });
      body.pipe(request);
    }
  });
}
