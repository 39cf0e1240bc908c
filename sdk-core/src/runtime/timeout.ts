import { SdkError } from '../errors/sdk-error.js';

/**
 * Races `work` against a timer of `ms` milliseconds; the loser is ignored. The timer is always
 * cleared, so a bounded wait leaves nothing behind.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, context: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SdkError('TIMEOUT', `${context} got no answer from the platform within ${ms} ms`, context)),
      ms,
    );
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}
