// Entry of the browser script (IIFE, global `Sdk`): the core with every platform we ship. It lives
// apart from sdk-core so the core never imports an adapter: the packages depend one way.
import { createSdk, type Sdk as CoreSdk } from '@gamesdk/core';
import { partnerPlatform } from '@gamesdk/adapter-partner';
import { createBridgeHost, type BridgeHost } from './bridge/bridge-host.js';

export type { BridgeHost, BridgeError } from './bridge/bridge-host.js';

/** The global `Sdk` of the browser script: the core's Sdk and the engine bridges' host. */
export type BrowserSdk = CoreSdk & {
  /** The host Unity's jslib and Defold's JS library call the SDK through (see BridgeHost). */
  readonly bridge: BridgeHost;
};

const core = createSdk({ platforms: [partnerPlatform] });
const Sdk: BrowserSdk = Object.assign(core, { bridge: createBridgeHost(core) });
export default Sdk;
