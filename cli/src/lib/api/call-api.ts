import type { Readable } from 'node:stream';
import type { ApiConfig } from '../config.js';
import type { CliIo } from '../io.js';
import { sendRequest, type RawAnswer } from './send-request.js';

/** What the service answered (after retries), or why it could not be reached. */
export type ApiOutcome =
  | { kind: 'answer'; status: number; body: Record<string, unknown>; attempts: number }
  | { kind: 'unreachable'; message: string; attempts: number };

/** One request to send; called again for every attempt, so a streamed body is rebuilt each time. */
export type RequestFactory = () => Promise<{ method: string; path: string; headers?: Record<string, string>; body?: string | Readable }>;

/** Waits `ms`; injectable so tests need no real backoff. */
export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function parseBody({ status, text }: RawAnswer): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page, say): kept as text below so the step still shows it.
  }
  return { success: status >= 200 && status < 300, status, error: `the server answered a non-JSON body: ${text.slice(0, 500)}` };
}

// Only a refused connection is certain to have sent nothing; any other network failure may have
// reached the server, and a POST repeated blindly could create a second game.
const nothingSent = (error: unknown): boolean => (error as { code?: string }).code === 'ECONNREFUSED';

/**
 * Sends a request with the team key, retrying a 5xx answer (the spec: "500 is retryable") and a
 * refused connection with exponential backoff. 4xx answers are final. Every attempt is bounded by
 * `config.timeoutMs`.
 */
export async function callApi(config: ApiConfig, io: CliIo, request: RequestFactory, sleep: Sleep = realSleep): Promise<ApiOutcome> {
  for (let attempt = 1; ; attempt++) {
    const retryIn = attempt <= config.retries ? config.retryDelayMs * 2 ** (attempt - 1) : undefined;
    const { method, path, headers, body } = await request();
    let outcome: ApiOutcome;
    try {
      const answer = await sendRequest(`${config.baseUrl}${path}`, {
        method,
        headers: { ...headers, accept: 'application/json', authorization: `Bearer ${config.apiKey}` },
        body,
        timeoutMs: config.timeoutMs,
      });
      outcome = { kind: 'answer', status: answer.status, body: parseBody(answer), attempts: attempt };
      if (answer.status < 500 || retryIn === undefined) return outcome;
      io.stderr(`the server answered ${answer.status}${outcome.body.code ? ` ${String(outcome.body.code)}` : ''}; retrying in ${retryIn / 1000} s (attempt ${attempt + 1} of ${config.retries + 1})\n`);
    } catch (error) {
      const { name, message } = error as Error;
      const reason = name === 'AbortError' ? `no answer within ${config.timeoutMs / 1000} s` : name === 'BodyReadError' ? message : describe(error);
      if (retryIn === undefined || !nothingSent(error)) return { kind: 'unreachable', message: reason, attempts: attempt };
      io.stderr(`${reason}; retrying in ${retryIn / 1000} s (attempt ${attempt + 1} of ${config.retries + 1})\n`);
    }
    await sleep(retryIn);
  }
}

function describe(error: unknown): string {
  return `cannot reach the service: ${(error as { code?: string }).code ?? (error as Error).message}`;
}
