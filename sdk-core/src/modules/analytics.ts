import type { Runtime } from '../lib/runtime.js';

/** Analytics events. Not forwarded on the partner platform: calls are accepted and dropped by design. */
export interface AnalyticsModule {
  isSupported(): boolean;
  logLevelStart(level: string | number): void;
  logLevelEnd(level: string | number, score?: number, wasCompleted?: boolean): void;
  logTutorialStart(tutorial?: string): void;
  logTutorialEnd(tutorial?: string, wasCompleted?: boolean): void;
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
