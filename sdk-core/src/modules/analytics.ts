import type { Runtime } from '../runtime/runtime.js';

/** Analytics events. Not forwarded on the partner platform: calls are accepted and dropped by design. */
export interface AnalyticsModule {
  /** Whether events are forwarded (false on the partner platform). */
  isSupported(): boolean;
  /** A level started. Accepted and not forwarded on the partner platform. */
  logLevelStart(level: string | number): void;
  /** A level ended, with its score and whether it was completed. Not forwarded on the partner platform. */
  logLevelEnd(level: string | number, score?: number, wasCompleted?: boolean): void;
  /** A tutorial started. Not forwarded on the partner platform. */
  logTutorialStart(tutorial?: string): void;
  /** A tutorial ended. Not forwarded on the partner platform. */
  logTutorialEnd(tutorial?: string, wasCompleted?: boolean): void;
  /** A custom event with its parameters (a JSON object). Not forwarded on the partner platform. */
  logEvent(name: string, params?: Record<string, unknown>): void;
}

export function createAnalyticsModule(runtime: Runtime): AnalyticsModule {
  const accept = (context: string) => () => void runtime.ready(context);
  return {
    isSupported: () => runtime.supports('analytics'),
    logLevelStart: accept('analytics.logLevelStart'),
    logLevelEnd: accept('analytics.logLevelEnd'),
    logTutorialStart: accept('analytics.logTutorialStart'),
    logTutorialEnd: accept('analytics.logTutorialEnd'),
    logEvent: accept('analytics.logEvent'),
  };
}
