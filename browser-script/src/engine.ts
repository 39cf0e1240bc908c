// Entry of the engines' script, dist/gamesdk-bridge.js (IIFE, global `Sdk`): the web script's Sdk
// plus `Sdk.bridge` speaking every engine's dialect (engine-sdk.ts). Defold's and Godot's copies
// ship it (Defold's res/web/gamesdk/gamesdk.js, Godot's addons/gamesdk/web/gamesdk.js).
import { DIALECTS } from './bridge/dialects.js';
import { engineSdk } from './engine-sdk.js';

export type { BridgeHost, BridgeError } from './bridge/bridge-host.js';
export type { BrowserSdk } from './engine-sdk.js';

export default engineSdk(DIALECTS);
