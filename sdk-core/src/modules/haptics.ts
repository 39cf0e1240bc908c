import type { Runtime } from '../runtime/runtime.js';

/** Haptic feedback. It does nothing on the partner platform, which forbids vibration. */
export interface HapticsModule {
  /** Whether the active platform offers this module; false before initialisation. */
  isSupported(): boolean;
  /** Resolves without vibrating where haptics are not offered. */
  triggerAsync(style?: 'light' | 'medium' | 'heavy'): Promise<void>;
}

export function createHapticsModule(runtime: Runtime): HapticsModule {
  return {
    isSupported: () => runtime.supports('haptics'),
    triggerAsync: async () => void runtime.ready('haptics.triggerAsync'),
  };
}
