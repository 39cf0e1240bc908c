// The Sdk both scripts make: the core with every platform we ship. It lives apart from sdk-core so
// the core never imports an adapter: the packages depend one way.
import { createSdk, type Sdk } from '@gamesdk/core';
import { partnerPlatform } from '@gamesdk/adapter-partner';

/** A new Sdk with every shipped platform (today the partner platform). */
export function createShippedSdk(): Sdk {
  return createSdk({ platforms: [partnerPlatform] });
}
