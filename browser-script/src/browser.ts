// Entry of the web script, dist/gamesdk.js (IIFE, global `Sdk`): the core with every platform we
// ship, for web games that load it by a script tag. No engine host: web games never download it.
import type { Sdk as CoreSdk } from '@gamesdk/core';
import { createShippedSdk } from './shipped-sdk.js';

const Sdk: CoreSdk = createShippedSdk();
export default Sdk;
