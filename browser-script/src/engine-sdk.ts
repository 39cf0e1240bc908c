// The global `Sdk` of an engines' script: the web script's Sdk plus `Sdk.bridge`, the one host
// Unity's jslib, Defold's JS library and Godot's web transport call. Each entry gives the
// dialects its copy speaks (engine.ts every engine's, engine-unity.ts Unity's).
//
// A page may have loaded the SDK already (an engine template that starts it with the page, before
// the engine downloads): the script then adds the bridge to that Sdk and makes none of its own,
// since a second Sdk would start a second session with the platform and miss the page's progress.
import type { EngineSdk } from '@gamesdk/core';
import { createBridgeHost, type BridgeHost, type Dialects } from './bridge/bridge-host.js';
import { createShippedEngineSdk } from './shipped-sdk.js';

/**
 * The global `Sdk` of the engines' script: the core's engines' Sdk (no `iap.recoverPurchasesAsync`
 * nor `iap.formatOffer`: each engine library has its own) and the engine bridges' host.
 */
export type BrowserSdk = EngineSdk & {
  /** The host Unity's jslib and Defold's JS library call the SDK through (see BridgeHost). */
  readonly bridge: BridgeHost;
};

/** The Sdk a script the page ran before this one made (the web script or another engine copy), if any. */
function pageSdk(): EngineSdk | null {
  const loaded = (globalThis as { Sdk?: Partial<EngineSdk> }).Sdk;
  return typeof loaded?.initializeAsync === 'function' && typeof loaded.version === 'string' ? (loaded as EngineSdk) : null;
}

/** The page's Sdk (or a new one) with a bridge host speaking `dialects` (kept if it has one). */
export function engineSdk(dialects: Dialects): BrowserSdk {
  const core = pageSdk() ?? createShippedEngineSdk();
  return 'bridge' in core ? (core as BrowserSdk) : Object.assign(core, { bridge: createBridgeHost(core, dialects) });
}
