// Whether a URL's host is this machine: a request there never crosses a network, so plain http
// exposes nothing; anywhere else, a key sent over http is readable on the way.
import { isIP } from 'node:net';

/**
 * Whether `hostname` (as `URL#hostname` writes it) is loopback: `localhost`, `127.0.0.0/8`, `::1`,
 * or `::ffff:127.x.x.x`. `0.0.0.0` and names that merely resolve to loopback are not.
 * @example
 * isLoopbackHostname('127.0.0.1'); // true
 * isLoopbackHostname('[::1]'); // true
 * isLoopbackHostname('ci.example.com'); // false
 */
export function isLoopbackHostname(hostname: string): boolean {
  const bare = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) {
    // The URL parser writes every spelling of an address one way (::ffff:127.0.0.1 as [::ffff:7f00:1]).
    const canonical = new URL(`http://[${bare}]/`).hostname;
    return canonical === '[::1]' || canonical.startsWith('[::ffff:7f');
  }
  return false;
}
