// The browser script's global, as pages under test see it.
import type { Sdk as SdkApi } from '@gamesdk/core';

declare global {
  const Sdk: SdkApi;
}
