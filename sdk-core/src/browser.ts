// Entry of the browser script (IIFE, global `Sdk`): the core with every platform we ship.
import { partnerPlatform } from '@gamesdk/adapter-partner';
import { createSdk } from './sdk.js';

/** The global `Sdk` of the browser script. */
const Sdk = createSdk({ platforms: [partnerPlatform] });
export default Sdk;
