// When the development key may be trusted: only when development is named explicitly, never with
// NODE_ENV=production and never on an interface other hosts can reach. A missing setting never
// turns development mode on (the caller refuses to start instead).
import { isIP } from 'node:net';

/** Why development mode was refused; the message names the setting to change. */
export class DevelopmentModeRefusedError extends Error {
  override name = 'DevelopmentModeRefusedError';
}

/**
 * Whether `host` is a loopback interface: `localhost`, `127.0.0.0/8`, `::1` (bracketed or not),
 * or `::ffff:127.x.x.x`. `0.0.0.0` and `::` listen on every interface, so they are not.
 * @example
 * isLoopbackHost('127.0.0.1'); // true
 * isLoopbackHost('0.0.0.0'); // false
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) {
    // The URL parser writes every spelling of an address one way (::ffff:127.0.0.1 as [::ffff:7f00:1]).
    const canonical = new URL(`http://[${bare}]/`).hostname;
    return canonical === '[::1]' || canonical.startsWith('[::ffff:7f');
  }
  return false;
}

/**
 * Throws DevelopmentModeRefusedError when the development key must not be trusted here:
 * `NODE_ENV` is `production` (in any case), or `host` (when given) is not loopback.
 * @example
 * assertDevelopmentAllowed({ env: process.env, host: '127.0.0.1' });
 */
export function assertDevelopmentAllowed({ env, host }: { env: NodeJS.ProcessEnv; host?: string }): void {
  // Compared as a word, not a spelling: `Production` and `PRODUCTION` mean production too.
  if (env.NODE_ENV?.trim().toLowerCase() === 'production') {
    throw new DevelopmentModeRefusedError(
      'development mode is refused with NODE_ENV=production: the development key is public, so anyone could sign a purchase; set GAMES_CONFIG to your games file',
    );
  }
  if (host !== undefined && !isLoopbackHost(host)) {
    throw new DevelopmentModeRefusedError(
      `development mode is refused on HOST=${host}: it listens on 127.0.0.1, localhost or ::1 only, because the development key is public; set GAMES_CONFIG to serve other hosts`,
    );
  }
}
