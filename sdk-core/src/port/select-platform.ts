import type { Logger } from '../runtime/logger.js';
import type { PlatformDefinition } from './adapter.js';

/** The query parameter that selects a platform for local testing; it overrides the launch declaration. */
export const PLATFORM_QUERY_PARAMETER = 'sdk_platform';

/**
 * The `<meta name>` by which a page declares the platform that launched it. On the partner
 * platform the service's bundle step adds `<meta name="gamesdk-platform" content="partner">` to the
 * game's pages, and the mock platform serves games the same way, so a build selects the partner
 * adapter there without anything in the game or its URL.
 */
export const LAUNCH_DECLARATION_META = 'gamesdk-platform';

/** The platform id a page's launch declaration names, or null without one (or outside a page). */
export function declaredPlatform(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string | null {
  if (typeof doc?.querySelector !== 'function') return null;
  const content = doc.querySelector(`meta[name="${LAUNCH_DECLARATION_META}"]`)?.getAttribute('content')?.trim();
  return content ? content : null;
}

/**
 * Picks the platform: the one named exactly by the page URL's `sdk_platform` parameter (local
 * testing), else the one the page's launch declaration names (`declared`), else `fallback`. An
 * unknown id gives one warning and `fallback`. Host names are never guessed from.
 */
export function selectPlatform(
  url: URL,
  platforms: readonly PlatformDefinition[],
  fallback: PlatformDefinition,
  logger: Logger,
  declared: string | null = null,
): PlatformDefinition {
  const requested = url.searchParams.get(PLATFORM_QUERY_PARAMETER) || null;
  const id = requested ?? declared;
  if (id === null) return fallback;
  const known = [fallback, ...platforms];
  const match = known.find((platform) => platform.id === id);
  if (match) return match;
  const source = requested === null ? `<meta name="${LAUNCH_DECLARATION_META}" content="${id}">` : `${PLATFORM_QUERY_PARAMETER}=${id}`;
  logger.warn(`unknown ${source}; known platforms: ${known.map((platform) => platform.id).join(', ')}. Using '${fallback.id}'.`);
  return fallback;
}
