// The Sdk each script makes: the core with every platform we ship. It lives apart from sdk-core so
// the core never imports an adapter: the packages depend one way.
import { createEngineSdk, createSdk, type EngineSdk, type Sdk, type SdkOptions } from '@gamesdk/core';
import { partnerPlatform } from '@gamesdk/adapter-partner';

/** Every shipped platform (today the partner platform). */
const shipped: SdkOptions = { platforms: [partnerPlatform] };

/** A new Sdk with every shipped platform: the web script's. */
export const createShippedSdk = (): Sdk => createSdk(shipped);

/** A new engines' Sdk with every shipped platform: the engines' scripts', without the helpers each engine library composes itself. */
export const createShippedEngineSdk = (): EngineSdk => createEngineSdk(shipped);
