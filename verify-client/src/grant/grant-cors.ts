// CORS for the game's origins: the game runs on the platform's origin and calls the backend on
// another, so the browser asks first (a preflight, for the JSON body). Only listed origins get
// Access-Control-Allow-Origin, echoed one at a time (never `*`), with Vary: Origin for caches.

/** Normalises the developer's list once: each entry must be an origin (`https://host[:port]`). */
export function parseAllowedOrigins(origins: readonly string[]): ReadonlySet<string> {
  if (!Array.isArray(origins)) throw new TypeError('allowedOrigins must be an array of origins, such as ["https://platform.example"]');
  return new Set(
    origins.map((origin) => {
      if (origin === '*') throw new TypeError('allowedOrigins: "*" is not accepted; list the origins that serve your game');
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        throw new TypeError(`allowedOrigins: ${JSON.stringify(origin)} is not an origin such as "https://platform.example"`);
      }
      // Compared by meaning: URL spells an origin the way a browser's Origin header does (lower-case
      // host, no default port), so "HTTPS://Example.com:443" matches "https://example.com".
      if (url.origin === 'null' || url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '')
        throw new TypeError(`allowedOrigins: ${JSON.stringify(origin)} is not an origin (scheme, host and port only, no path)`);
      return url.origin;
    }),
  );
}

/** The CORS headers of an answer to a request from `origin` (none when it has no Origin). */
export function corsHeaders(origin: string | null, allowed: ReadonlySet<string>): Record<string, string> {
  if (origin === null || !allowed.has(origin)) return { vary: 'Origin' };
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

/** The extra headers of a successful preflight. */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
});
