import type { Logger } from '../lib/logger.js';
import type { PlatformDefinition } from './adapter.js';

/** The query parameter that selects a platform for local testing. */
export const PLATFORM_QUERY_PARAMETER = 'sdk_platform';

/**
 * Picks the platform named exactly by the page URL's `sdk_platform` parameter. Absent, it is
 * `fallback`; unknown, one warning and `fallback`. Host names are never guessed from.
 */
export function selectPlatform(
  url: URL,
  platforms: readonly PlatformDefinition[],
  fallback: PlatformDefinition,
  logger: Logger,
): PlatformDefinition {
  const requested = url.searchParams.get(PLATFORM_QUERY_PARAMETER);
  if (requested === null || requested === '') return fallback;
  const match = platforms.find((platform) => platform.id === requested);
  if (match) return match;
  const known = [fallback, ...platforms].map((platform) => platform.id).join(', ');
  logger.warn(`unknown ${PLATFORM_QUERY_PARAMETER}=${requested}; known platforms: ${known}. Using '${fallback.id}'.`);
  return fallback;
}
