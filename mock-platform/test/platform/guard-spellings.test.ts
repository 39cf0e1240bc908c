// The same-origin guard holds every state-changing route of the mock, however the path is
// spelled: Express routes `/__MOCK/API/...`, `/Dashboard/Sign-In/` and the like to the same
// handlers, so the guard must refuse them from another origin just the same. Every mutating route
// of the sources is walked (a route added without a place here fails the first test), on the
// main origin and on the content origin, where uploaded builds run.
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { platform } from './support.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every mutating route the sources declare, as `METHOD template`, with the path the walk sends. */
const MUTATING_ROUTES: Record<string, { path: string; guard: 'json' | 'form' | 'bearer' }> = {
  'PUT /player': { path: '/__mock/api/player', guard: 'json' },
  'POST /purchases/seed': { path: '/__mock/api/purchases/seed', guard: 'json' },
  'POST /consume/fail-next': { path: '/__mock/api/consume/fail-next', guard: 'json' },
  'POST /subscriptions': { path: '/__mock/api/subscriptions', guard: 'json' },
  'POST /referrals': { path: '/__mock/api/referrals', guard: 'json' },
  'PUT /entry-payload': { path: '/__mock/api/entry-payload', guard: 'json' },
  'POST /events/:name': { path: '/__mock/api/events/exitRequested', guard: 'json' },
  'PUT /loading-mode': { path: '/__mock/api/loading-mode', guard: 'json' },
  'PUT /login-reminders': { path: '/__mock/api/login-reminders', guard: 'json' },
  'PUT /network': { path: '/__mock/api/network', guard: 'json' },
  'POST /outcomes/:kind': { path: '/__mock/api/outcomes/checkout', guard: 'json' },
  'DELETE /outcomes': { path: '/__mock/api/outcomes', guard: 'json' },
  'POST /pending/:id': { path: '/__mock/api/pending/none', guard: 'json' },
  'POST /reviews/:requestId': { path: '/__mock/api/reviews/none', guard: 'json' },
  'POST ${PLATFORM_BASE}/api/events': { path: '/partner-platform/v1/api/events', guard: 'json' },
  'POST ${PLATFORM_BASE}/api/observe': { path: '/partner-platform/v1/api/observe', guard: 'json' },
  'POST ${PLATFORM_BASE}/api/:op': { path: '/partner-platform/v1/api/init', guard: 'json' },
  'POST /dashboard/sign-in': { path: '/dashboard/sign-in', guard: 'form' },
  'POST /dashboard/sign-out': { path: '/dashboard/sign-out', guard: 'form' },
  'POST /dashboard/games': { path: '/dashboard/games', guard: 'form' },
  'POST /dashboard/games/:gameId': { path: '/dashboard/games/none', guard: 'form' },
  'POST /dashboard/games/:gameId/builds': { path: '/dashboard/games/none/builds', guard: 'form' },
  'POST /dashboard/games/:gameId/builds/:buildId/qa': { path: '/dashboard/games/none/builds/none/qa', guard: 'form' },
  'POST /dashboard/games/:gameId/publish': { path: '/dashboard/games/none/publish', guard: 'form' },
  'POST /dashboard/keys': { path: '/dashboard/keys', guard: 'form' },
  'POST /dashboard/keys/:prefix/revoke': { path: '/dashboard/keys/none/revoke', guard: 'form' },
  // The upload API takes a team key in a header, never an ambient credential: no cross-site
  // request can use it, so it has no same-origin rule (the guard's Host check still applies).
  'POST /games': { path: '/api/v1/games', guard: 'bearer' },
  'PATCH /games/:gameId': { path: '/api/v1/games/none', guard: 'bearer' },
  'POST /games/:gameId/builds': { path: '/api/v1/games/none/builds', guard: 'bearer' },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** `METHOD template` of every `router.post(...)`, `.put`, `.patch` and `.delete` in the sources. */
function declaredMutatingRoutes(): string[] {
  const routes: string[] = [];
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\b(?:router|app)\.(post|put|patch|delete)\(\s*(['`])([^'`]+)\2/g)) {
      routes.push(`${match[1]!.toUpperCase()} ${match[3]}`);
    }
  }
  return routes.sort();
}

/**
 * The spellings Express routes to the same handler as `path`: its literal segments in upper case
 * and in mixed case, each with and without a trailing slash. The last segment is kept as it is
 * when the route takes it as a parameter (a value, matched as sent).
 */
function spellings(path: string, lastIsParameter = false): string[] {
  const respell = (change: (segment: string) => string) => {
    const segments = path.split('/');
    return segments.map((segment, index) => (lastIsParameter && index === segments.length - 1 ? segment : change(segment))).join('/');
  };
  const upper = respell((segment) => segment.toUpperCase());
  const mixed = respell((segment) => segment.replace(/\b[a-z]/g, (c) => c.toUpperCase()));
  return [upper, mixed, `${path}/`, `${upper}/`];
}

/** A raw request, so Origin, Host and Content-Type are exactly what a browser could send. */
function send(url: string, method: string, path: string, headers: Record<string, string>, body = '{}') {
  const { hostname, port, host } = new URL(url);
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers: { host, 'content-length': String(Buffer.byteLength(body)), ...headers } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('one guard for every route, whatever the spelling', () => {
  it('knows every mutating route the sources declare', () => {
    expect(declaredMutatingRoutes()).toEqual(Object.keys(MUTATING_ROUTES).sort());
  });

  it('refuses cross-site and content-origin state changes on every guarded route in every spelling, and logs nothing', async () => {
    const server = await platform();
    const before = (await server.control.getEvents()).length;
    for (const [route, { path, guard }] of Object.entries(MUTATING_ROUTES)) {
      if (guard === 'bearer') continue;
      const method = route.split(' ')[0]!;
      for (const spelling of [path, ...spellings(path, route.endsWith(':op'))]) {
        for (const origin of ['https://evil.example', 'null', server.contentUrl]) {
          for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json']) {
            expect(await send(server.url, method, spelling, { origin, 'content-type': type }), `${method} ${spelling} from ${origin} as ${type}`).toBe(403);
          }
        }
        if (guard === 'json') {
          expect(await send(server.url, method, spelling, { 'content-type': 'text/plain' }), `${method} ${spelling} as text/plain`).toBe(415);
        }
      }
    }
    expect((await server.control.getEvents()).length).toBe(before);
  });

  it('the changed spellings do reach the routes from the same origin (so the guard is what refuses them)', async () => {
    const server = await platform();
    for (const spelling of spellings('/__mock/api/events/pause', true)) {
      expect(await send(server.url, 'POST', spelling, { origin: server.url, 'content-type': 'application/json' }), spelling).toBe(200);
    }
    expect((await server.control.getEvents()).filter((entry) => entry.call === 'event.pause')).toHaveLength(4);
  });

  it('guards the platform API on the content origin the same way, in every spelling', async () => {
    const server = await platform();
    for (const path of ['/partner-platform/v1/api/init', '/partner-platform/v1/api/observe', '/partner-platform/v1/api/events']) {
      for (const spelling of [path, ...spellings(path, path.endsWith('init'))]) {
        for (const origin of ['https://evil.example', server.url]) {
          expect(await send(server.contentUrl, 'POST', spelling, { origin, 'content-type': 'text/plain' }), `${spelling} from ${origin}`).toBe(403);
        }
        expect(await send(server.contentUrl, 'POST', spelling, { 'content-type': 'text/plain' }), spelling).toBe(415);
      }
    }
    expect(await send(server.contentUrl, 'POST', '/PARTNER-PLATFORM/V1/API/init', { origin: server.contentUrl, 'content-type': 'application/json' }, '{"page":"/uploads/g/b/index.html"}')).toBe(200);
    expect((await server.control.getSessions()).length).toBe(1);
  });
});
