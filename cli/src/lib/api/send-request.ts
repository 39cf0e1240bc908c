import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/** An answer as received: the status and the body text (at most MAX_ANSWER_BYTES). */
export interface RawAnswer {
  status: number;
  text: string;
}

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
    response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
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
    request.on('error', reject);
    request.on('response', (response) => {
      if (body && typeof body !== 'string') {
        body.unpipe(request);
        body.destroy();
      }
      readAnswer(response).then(resolve, reject);
    });
    if (body === undefined || typeof body === 'string') request.end(body);
    else {
      body.on('error', (error) => request.destroy(error));
      body.pipe(request);
    }
  });
}
