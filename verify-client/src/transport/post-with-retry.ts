// Bounded retries around one attempt: 429 and 503 wait Retry-After (or back off), a timeout or a
// network failure backs off, everything else is final; at most maxAttempts, no wait longer than
// maxRetryDelayMs.
import { postOnce, type DataReader } from './post-once.js';
import type { TransportSettings } from './settings.js';

/**
 * POSTs `body` to `url` and resolves with the answer's data as `readData` reads it.
 * @throws VerifyClientError of the last attempt.
 */
export async function postWithRetry<T>(url: URL, body: unknown, readData: DataReader<T>, settings: TransportSettings): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await postOnce(url, body, readData, settings, attempt);
    if ('data' in outcome) return outcome.data;
    const delay = outcome.retryDelayMs;
    if (delay === undefined || attempt >= settings.maxAttempts || delay > settings.maxRetryDelayMs) throw outcome.error;
    await settings.sleep(delay);
  }
}
