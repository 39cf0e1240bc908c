// Entry of the browser script (IIFE, global `Sdk`): the core with every platform we ship.
import { createSdk } from './sdk.js';

/** The global `Sdk` of the browser script. */
const Sdk = createSdk({ platforms: [] });
export default Sdk;
