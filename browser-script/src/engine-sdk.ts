// The global `Sdk` of an engines' script: the web script's Sdk plus `Sdk.bridge`, the one host
// Unity's jslib, Defold's JS library and Godot's web transport call. Each entry gives the
// dialects its copy speaks (engine.ts every engine's, engine-unity.ts Unity's).
//
// A page may have loaded the SDK already (an engine template that starts it with the page, before
// the engine downloads): the script then adds the bridge to that Sdk and makes none of its own,
// since a second Sdk would start a second session with the platform and miss the page's progress.
import type { Sdk as CoreSdk } from '@gamesdk/core';
import { createBridgeHost, type BridgeHost, type Dialects } from './bridge/bridge-host.js';
import { createShippedSdk } from './shipped-sdk.js';

/** The global `Sdk` of the engines' script: the core's Sdk and the engine bridges' host. */
export type BrowserSdk = CoreSdk & {
  /** The host Unity's jslib and Defold's JS library call the SDK through (see BridgeHost). */
  readonly bridge: BridgeHost;
};

/** The Sdk a script the page ran before this one made (the web script or another engine copy), if any. */
function pageSdk(): CoreSdk | null {
  const loaded = (globalThis as { Sdk?: Partial<CoreSdk> }).Sdk;
  return typeof loaded?.initializeAsync === 'function' && typeof loaded.version === 'string' ? (loaded as CoreSdk) : null;
}

/** The page's Sdk (or a new one) with a bridge host speaking `dialects` (kept if it has one). */
export function engineSdk(dialects: Dialects): BrowserSdk {
  const core = pageSdk() ?? createShippedSdk();
  return 'bridge' in core ? (core as BrowserSdk) : Object.assign(core, { bridge: createBridgeHost(core, dialects) });
}
