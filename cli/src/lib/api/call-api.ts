import type { ApiConfig } from '../config.js';
import type { CliIo } from '../io.js';

/** What the service answered (after retries), or why it could not be reached. */
export type ApiOutcome =
  | { kind: 'answer'; status: number; body: Record<string, unknown>; attempts: number }
  | { kind: 'unreachable'; message: string; attempts: number };

/** One request to send; called again for every attempt, so a streamed body is rebuilt each time. */
export type RequestFactory = () => Promise<{ method: string; path: string; headers?: Record<string, string>; body?: RequestInit['body'] }>;

/** Waits `ms`; injectable so tests need no real backoff. */
export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page, say): kept as text below so the step still shows it.
  }
  return { success: response.ok, status: response.status, error: `the server answered a non-JSON body: ${text.slice(0, 500)}` };
}

// Only a refused connection is certain to have sent nothing; any other network failure may have
// reached the server, and a POST repeated blindly could create a second game.
const nothingSent = (error: unknown): boolean =>
  (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

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
      const response = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: { ...headers, accept: 'application/json', authorization: `Bearer ${config.apiKey}` },
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit);
      outcome = { kind: 'answer', status: response.status, body: await readBody(response), attempts: attempt };
      if (response.status < 500 || retryIn === undefined) return outcome;
      io.stderr(`the server answered ${response.status}${outcome.body.code ? ` ${String(outcome.body.code)}` : ''}; retrying in ${retryIn / 1000} s (attempt ${attempt + 1} of ${config.retries + 1})\n`);
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${config.timeoutMs / 1000} s` : describe(error);
      if (retryIn === undefined || !nothingSent(error)) return { kind: 'unreachable', message: reason, attempts: attempt };
      io.stderr(`${reason}; retrying in ${retryIn / 1000} s (attempt ${attempt + 1} of ${config.retries + 1})\n`);
    }
    await sleep(retryIn);
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `cannot reach the service: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
}
