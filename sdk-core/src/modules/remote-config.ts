import type { Runtime } from '../runtime/runtime.js';
import { notOfferedModule } from './not-offered.js';

/** Remote configuration values, by key. */
export type RemoteConfig = Record<string, string>;

/** Remote configuration. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface RemoteConfigModule {
  /** Whether remote configuration is offered. */
  isSupported(): boolean;
  /**
   * Configured values of `keys` (all when null).
   * @example const config = Sdk.remoteConfig.isSupported() ? await Sdk.remoteConfig.getConfigAsync(['difficulty']) : {};
   */
  getConfigAsync(keys?: string[]): Promise<RemoteConfig>;
}

export function createRemoteConfigModule(runtime: Runtime): RemoteConfigModule {
  return notOfferedModule<RemoteConfigModule>(runtime, 'remoteConfig', ['getConfigAsync']);
}
