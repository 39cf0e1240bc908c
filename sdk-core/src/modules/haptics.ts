import type { Runtime } from '../runtime/runtime.js';

/** Haptic feedback. It does nothing on the partner platform, which forbids vibration. */
export interface HapticsModule {
  /** Whether haptics are offered (false on the partner platform). */
  isSupported(): boolean;
  /** Completes without vibrating where haptics are not offered. `style`: light, medium or heavy. */
  triggerAsync(style?: 'light' | 'medium' | 'heavy'): Promise<void>;
}

export function createHapticsModule(runtime: Runtime): HapticsModule {
  return {
    isSupported: () => runtime.supports('haptics'),
    triggerAsync: async () => void runtime.ready('haptics.triggerAsync'),
  };
}
