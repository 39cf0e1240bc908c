// Entry of the browser script (IIFE, global `Sdk`): the core with every platform we ship. It lives
// apart from sdk-core so the core never imports an adapter: the packages depend one way.
import { createSdk } from '@gamesdk/core';
import { partnerPlatform } from '@gamesdk/adapter-partner';

/** The global `Sdk` of the browser script. */
const Sdk = createSdk({ platforms: [partnerPlatform] });
export default Sdk;
