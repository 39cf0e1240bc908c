import type { Runtime } from '../runtime/runtime.js';
import type { EntryPointData } from '../types/values.js';

/** Facts about this session. */
export interface SessionModule {
  /** Whether this module is offered. */
  isSupported(): boolean;
  /** The platform's entry payload (from a notification, share or referral), or null. Never read from the page URL. */
  getEntryPointData(): EntryPointData | null;
  /**
   * The active platform: `partner` on the partner platform, `local` for the offline fallback; C# answers a
   * Platform member (`Platform.unknown` for a platform this version has no member for).
   */
  getPlatform(): string;
  /** Locale such as `en-US`. */
  getLocale(): string;
  /** Whether the game may play sound; always true on the partner platform. */
  isAudioEnabled(): boolean;
}

export function createSessionModule(runtime: Runtime): SessionModule {
  return {
    isSupported: () => runtime.supports('session'),
    getEntryPointData() {
      const data = runtime.ready('session.getEntryPointData').session?.getEntryPointData() ?? null;
      return data === null ? null : structuredClone(data);
    },
    getPlatform: () => runtime.ready('session.getPlatform').id,
    getLocale: () => runtime.ready('session.getLocale').session?.getLocale?.() ?? navigatorLocale(),
    isAudioEnabled: () => (runtime.ready('session.isAudioEnabled'), true),
  };
}

function navigatorLocale(): string {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
}
