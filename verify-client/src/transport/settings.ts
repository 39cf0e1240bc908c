// What one client's transport runs with: the options, defaults filled in.

/** The transport's settings (the client's options with defaults). */
export interface TransportSettings {
  maxAttempts: number;
  maxRetryDelayMs: number;
  timeoutMs: number;
  maxResponseBytes: number;
  fetch: (input: URL, init: RequestInit) => Promise<Response>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}
