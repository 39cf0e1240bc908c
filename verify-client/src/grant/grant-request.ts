// Reads the body of a grant request from an untrusted client: bounded before it is read, JSON of
// exactly the documented fields, each a non-empty string of bounded length.
import type { GrantErrorCode } from './grant-errors.js';

/** What the game posts to the grant endpoint (its recovery helper's `claim`). */
export interface GrantRequestBody {
  /** `Sdk.player.getId()`: the player the purchase must be signed for. */
  playerId: string;
  /** `purchase.signedRequest`: the platform's signed purchase. */
  signedRequest: string;
  /** `purchase.purchaseToken`: the purchase to claim. */
  purchaseToken: string;
  /** The `signature` of `Sdk.player.getSignedPlayerInfoAsync()`, when the game sends it. */
  signedPlayerInfo?: string;
}

/** A refusal of the request itself, before anything was verified. */
export interface RequestRefusal {
  status: number;
  code: GrantErrorCode;
  error: string;
}

const REQUIRED = ['playerId', 'signedRequest', 'purchaseToken'] as const;
const KNOWN = new Set<string>([...REQUIRED, 'signedPlayerInfo']);
// A signed value is a few hundred bytes; the verify server refuses far smaller ones than this as
// token_too_large. Ids are short. These bound what the handler forwards, not what it accepts.
const MAX_FIELD_CHARS = 8192;

const refuse = (status: number, code: GrantErrorCode, error: string): RequestRefusal => ({ status, code, error });

/** Reads and checks a grant request's body; never reads more than `maxBytes` of it. */
export async function readGrantRequest(request: Request, maxBytes: number): Promise<GrantRequestBody | RequestRefusal> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return refuse(415, 'unsupported_media_type', 'the body must be application/json');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return refuse(413, 'payload_too_large', `the body is larger than ${maxBytes} bytes`);
  let text: string | undefined;
  try {
    text = await readBounded(request, maxBytes);
  } catch {
    // The client went away or sent a broken stream: nothing to grant, nothing worth a 500.
    return refuse(400, 'invalid_request', 'the body could not be read');
  }
  if (text === undefined) return refuse(413, 'payload_too_large', `the body is larger than ${maxBytes} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, 'invalid_request', 'the body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse(400, 'invalid_request', 'the body must be a JSON object');
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !KNOWN.has(key));
  if (unknown !== undefined) return refuse(400, 'invalid_request', `unknown field ${JSON.stringify(unknown.slice(0, 40))}`);
  for (const name of [...REQUIRED, 'signedPlayerInfo'] as const) {
    const value = fields[name];
    if (value === undefined && name === 'signedPlayerInfo') continue;
    if (typeof value !== 'string' || value.length === 0) return refuse(400, 'invalid_request', `${name} must be a non-empty string`);
    if (value.length > MAX_FIELD_CHARS) return refuse(400, 'invalid_request', `${name} is longer than ${MAX_FIELD_CHARS} characters`);
  }
  return fields as unknown as GrantRequestBody;
}

// The body as text, or undefined once it passes maxBytes (reading stops there).
async function readBounded(request: Request, maxBytes: number): Promise<string | undefined> {
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}
