// Entry of the engines' script, dist/gamesdk-bridge.js (IIFE, global `Sdk`): the engines' Sdk
// plus `Sdk.bridge` speaking Lua's and Godot's dialects (engine-sdk.ts). Defold's and Godot's copies
// ship it (Defold's res/web/gamesdk/gamesdk.js, Godot's addons/gamesdk/web/gamesdk.js); Unity's
// .jspre is made from engine-unity.ts, so Unity's dialect is not here (about 1 KB gzipped).
import { COPY_DIALECTS } from './bridge/dialects.js';
import { engineSdk } from './engine-sdk.js';

export type { BridgeHost, BridgeError } from './bridge/bridge-host.js';
export type { BrowserSdk } from './engine-sdk.js';

export default engineSdk(COPY_DIALECTS);
