import { http, HttpResponse, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiConfig } from '../src/config/config.js';
import { runCli } from '../src/main.js';
import { gamesdk, GOOD_BUILD, makeZip, tempDir, type CliRun } from './support.js';

const SITE = 'https://games.example.test';
const KEY = 'gsk_abcd1234_SECRETsecretSECRETsecretSECRETsecretSECRET1';
const ENV = { GAMESDK_API_KEY: KEY, GAMESDK_SITE_URL: SITE };
const server = setupServer();
const temp = tempDir();
let zip: string;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  zip = await makeZip(temp.dir, 'game.zip', GOOD_BUILD);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  temp.cleanup();
});

/** Every run must keep the key out of both streams, whatever the outcome. */
async function run(argv: string[], env: Record<string, string> = ENV): Promise<CliRun> {
  const result = await gamesdk(argv, env);
  expect(result.stdout).not.toContain(KEY);
  expect(result.stderr).not.toContain(KEY);
  return result;
}

const failure = (status: number, code: string, error = 'refused') => HttpResponse.json({ success: false, error, code }, { status });

describe('games create and update', () => {
  it('sends only the fields given, with the bearer key, and prints the JSON body', async () => {
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${SITE}/api/v1/games`, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ success: true, data: { id: 'g1', name: 'Orbit' } }, { status: 201 });
      }),
    );
    const result = await run(['games', 'create', '--name', 'Orbit', '--engine', 'unity', '--tag', 'space', '--tag', 'arcade', '--orientation', 'portrait']);
    expect(result.code).toBe(0);
    expect(seen).toEqual({ auth: `Bearer ${KEY}`, body: { name: 'Orbit', engine: 'unity', tags: ['space', 'arcade'], orientation: 'portrait' } });
    expect(result.json).toEqual({ success: true, data: { id: 'g1', name: 'Orbit' } });
    expect(result.stderr).toBe('created game Orbit with id g1\n');
  });

  it('updates with PATCH, clearing fields with --unset', async () => {
    let body: unknown;
    server.use(
      http.patch(`${SITE}/api/v1/games/g%201`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, data: { id: 'g 1' } });
      }),
    );
    const result = await run(['games', 'update', 'g 1', '--category', 'puzzle', '--unset', 'description', '--unset', 'tags']);
    expect(result.code).toBe(0);
    expect(body).toEqual({ category: 'puzzle', description: null, tags: [] });
  });

  it('shows a 400 body and fails the step', async () => {
    server.use(http.post(`${SITE}/api/v1/games`, () => failure(400, 'VALIDATION_FAILED', 'engine must be one of unity, defold')));
    const result = await run(['games', 'create', '--name', 'Orbit', '--engine', 'godot']);
    expect(result.code).toBe(1);
    expect(result.json).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(result.stderr).toContain('error: the service answered 400 VALIDATION_FAILED: engine must be one of unity, defold');
  });

  it.each([
    [['games'], 'games needs create or update'],
    [['games', 'create'], 'games create needs --name'],
    [['games', 'update', 'g1'], 'games update needs at least one field flag'],
    [['games', 'update', 'g1', '--unset', 'name'], '--unset accepts description, engine, category, tags (got name)'],
    [['games', 'create', '--name', 'X', '--colour', 'red'], "Unknown option '--colour'"],
  ])('answers usage errors with exit 2 and no request: %j', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('needs the site URL and the key from the environment', async () => {
    expect((await run(['games', 'create', '--name', 'X'], { GAMESDK_API_KEY: KEY })).stderr).toContain('set the site URL with --site-url or GAMESDK_SITE_URL');
    const noKey = await run(['games', 'create', '--name', 'X', '--site-url', SITE], {});
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('set the team API key in the environment variable GAMESDK_API_KEY');
  });
});

describe('the key over plain http', () => {
  const plain = 'http://games.example.test';

  it.each([
    ['builds upload', ['builds', 'upload', 'g1', '(zip)', '--version', '1']],
    ['games create', ['games', 'create', '--name', 'Orbit']],
    ['games update', ['games', 'update', 'g1', '--name', 'Orbit']],
  ])('%s refuses to send the key to a non-loopback http:// site without --insecure, says why, and sends nothing', async (_name, argv) => {
    let calls = 0;
    server.use(http.all(`${plain}/*`, () => (calls++, HttpResponse.json({ success: true, data: { id: 'g1', version: '1', name: 'Orbit' } }, { status: 201 }))));
    const result = await run(argv.map((arg) => (arg === '(zip)' ? zip : arg)), { ...ENV, GAMESDK_SITE_URL: plain });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'refusing to send the team API key over plain http:// to games.example.test: anyone on the network path could read it and use it; use https://, or pass --insecure to send it anyway (only on a network you trust)',
    );
    expect(calls).toBe(0);
  });

  it('sends it with --insecure, and to loopback http:// sites without it', async () => {
    const seen: string[] = [];
    const answer = ({ request }: { request: Request }) => (seen.push(new URL(request.url).host), HttpResponse.json({ success: true, data: { id: 'g1', name: 'Orbit' } }, { status: 201 }));
    server.use(http.post(`${plain}/api/v1/games`, answer), http.post('http://localhost:8080/api/v1/games', answer), http.post('http://127.0.0.2:8080/api/v1/games', answer));
    expect((await run(['games', 'create', '--name', 'Orbit', '--insecure'], { ...ENV, GAMESDK_SITE_URL: plain })).code).toBe(0);
    for (const site of ['http://localhost:8080', 'http://127.0.0.2:8080']) {
      expect((await run(['games', 'create', '--name', 'Orbit'], { ...ENV, GAMESDK_SITE_URL: site })).code, site).toBe(0);
    }
    expect(seen).toEqual(['games.example.test', 'localhost:8080', '127.0.0.2:8080']);
  });

  it('knows loopback in every spelling and nothing else', () => {
    const allowed = (site: string) => {
      try {
        apiConfig({ GAMESDK_API_KEY: KEY }, { 'site-url': site }, 60);
        return true;
      } catch {
        return false;
      }
    };
    for (const site of ['http://127.0.0.1:8080', 'http://127.9.9.9', 'http://LOCALHOST:1', 'http://[::1]:8080', 'http://[0:0:0:0:0:0:0:1]', 'http://[::ffff:127.0.0.1]', 'https://games.example.test']) expect(allowed(site), site).toBe(true);
    for (const site of ['http://0.0.0.0:8080', 'http://10.0.0.1', 'http://[::]', 'http://[::ffff:10.0.0.1]', 'http://localhost.example.com', 'http://127.0.0.1.nip.io', 'http://2130706433.example']) expect(allowed(site), site).toBe(false);
  });
});

describe('builds upload: each class of answer', () => {
  const buildsUrl = `${SITE}/api/v1/games/g1/builds`;

  it('success: streams the zip as multipart with version and notes, exit 0', async () => {
    let parts: Record<string, unknown> = {};
    server.use(
      http.post(buildsUrl, async ({ request }) => {
        const declared = Number(request.headers.get('content-length'));
        const raw = await request.clone().arrayBuffer();
        expect(declared).toBe(raw.byteLength);
        const form = await request.formData();
        const build = form.get('build') as File;
        parts = { version: form.get('version'), notes: form.get('notes'), name: build.name, bytes: Buffer.from(await build.arrayBuffer()) };
        return HttpResponse.json({ success: true, data: { id: 'b1', version: '1.0.0' } }, { status: 201 });
      }),
    );
    const result = await run(['builds', 'upload', 'g1', zip, '--version', '1.0.0', '--notes', 'First']);
    expect(result.code).toBe(0);
    expect(parts).toEqual({ version: '1.0.0', notes: 'First', name: 'game.zip', bytes: readFileSync(zip) });
    expect(result.json).toEqual({ success: true, data: { id: 'b1', version: '1.0.0' } });
    expect(result.stderr).toContain('uploaded build b1 (version 1.0.0) to game g1');
  });

  it('draws a progress bar on a terminal only', async () => {
    server.use(http.post(buildsUrl, async ({ request }) => (await request.arrayBuffer(), HttpResponse.json({ success: true, data: { id: 'b1', version: '1' } }, { status: 201 }))));
    const onTerminal = await gamesdk(['builds', 'upload', 'g1', zip, '--version', '1'], ENV, true);
    expect(onTerminal.code).toBe(0);
    expect(onTerminal.stderr).toMatch(/\rupload \[#{30}\] 100% /);
    const inCi = await gamesdk(['builds', 'upload', 'g1', zip, '--version', '1'], ENV, false);
    expect(inCi.stderr).not.toContain('\r');
  });

  it('zips a folder on the fly, named after the folder', async () => {
    const folder = join(temp.dir, 'orbit-web');
    for (const [name, content] of Object.entries(GOOD_BUILD)) {
      mkdirSync(join(folder, name, '..'), { recursive: true });
      writeFileSync(join(folder, name), content);
    }
    let filename = '';
    server.use(
      http.post(buildsUrl, async ({ request }) => {
        filename = ((await request.formData()).get('build') as File).name;
        return HttpResponse.json({ success: true, data: { id: 'b2', version: '1' } }, { status: 201 });
      }),
    );
    expect((await run(['builds', 'upload', 'g1', folder, '--version', '2'])).code).toBe(0);
    expect(filename).toBe('orbit-web.zip');
  });

  it('409 VERSION_EXISTS on a rerun: fails by default, succeeds with --ok-if-exists, body shown both times', async () => {
    server.use(http.post(buildsUrl, () => failure(409, 'VERSION_EXISTS', 'the game already has a build with version "1.0.0"')));
    const strict = await run(['builds', 'upload', 'g1', zip, '--version', '1.0.0']);
    expect(strict.code).toBe(1);
    expect(strict.json).toMatchObject({ success: false, code: 'VERSION_EXISTS' });
    const tolerant = await run(['builds', 'upload', 'g1', zip, '--version', '1.0.0', '--ok-if-exists']);
    expect(tolerant.code).toBe(0);
    expect(tolerant.json).toMatchObject({ success: false, code: 'VERSION_EXISTS' });
    expect(tolerant.stderr).toContain('treated as success (--ok-if-exists)');
  });

  it.each([
    [422, 'SDK_NOT_INTEGRATED'],
    [401, 'INVALID_API_KEY'],
    [403, 'FORBIDDEN'],
    [400, 'UPLOAD_ANALYSIS_FAILED'],
  ])('%i %s: fails at once, never retried, body shown', async (status, code) => {
    let attempts = 0;
    server.use(
      http.post(buildsUrl, () => {
        attempts++;
        return failure(status, code);
      }),
    );
    const result = await run(['builds', 'upload', 'g1', zip, '--version', '1', '--ok-if-exists']);
    expect(result.code).toBe(1);
    expect(attempts).toBe(1);
    expect(result.json).toEqual({ success: false, error: 'refused', code });
    expect(result.stderr).toContain(`the service answered ${status} ${code}`);
  });

  it('500: retried with backoff, sending the whole zip again each time, then succeeds', async () => {
    const sizes: number[] = [];
    server.use(
      http.post(buildsUrl, async ({ request }) => {
        sizes.push(((await request.formData()).get('build') as File).size);
        return sizes.length < 3 ? failure(500, 'INTERNAL_ERROR', 'internal server error; safe to retry') : HttpResponse.json({ success: true, data: { id: 'b3', version: '1' } }, { status: 201 });
      }),
    );
    const result = await run(['builds', 'upload', 'g1', zip, '--version', '1']);
    expect(result.code).toBe(0);
    const size = readFileSync(zip).length;
    expect(sizes).toEqual([size, size, size]);
    expect(result.stderr).toContain('the server answered 500 INTERNAL_ERROR; retrying in 1 s (attempt 2 of 4)');
    expect(result.stderr).toContain('retrying in 2 s (attempt 3 of 4)');
  });

  it('500 every time: gives up after --retries, exit 1 with the last body', async () => {
    let attempts = 0;
    server.use(
      http.post(buildsUrl, () => {
        attempts++;
        return failure(500, 'INTERNAL_ERROR');
      }),
    );
    const result = await run(['builds', 'upload', 'g1', zip, '--version', '1', '--retries', '1']);
    expect(result.code).toBe(1);
    expect(attempts).toBe(2);
    expect(result.json).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(result.stderr).toContain('still failing after 2 attempts');
  });

  it('shows a non-JSON answer (a proxy page) and fails', async () => {
    server.use(http.post(buildsUrl, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const result = await run(['builds', 'upload', 'g1', zip, '--version', '1', '--retries', '0']);
    expect(result.code).toBe(1);
    expect(result.json).toEqual({ success: false, status: 502, code: 'INVALID_RESPONSE', error: 'the service answered 502 with a body that is not the API\'s JSON envelope: "<html>Bad gateway</html>"' });
  });

  it('never shows the key, even when the server echoes it back', async () => {
    server.use(http.post(buildsUrl, ({ request }) => failure(401, 'INVALID_API_KEY', `unknown key ${request.headers.get('authorization')}`)));
    const result = await run(['builds', 'upload', 'g1', zip, '--version', '1']);
    expect(result.code).toBe(1);
    expect(result.json.error).toBe('unknown key Bearer [redacted]');
  });

  it('retries a refused connection, then fails with exit 1', async () => {
    // A port that was free a moment ago: nothing listens there, so the connection is refused.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const site = `http://127.0.0.1:${closedPort}`;
    server.use(http.all(`${site}/*`, () => passthrough()));
    const result = await run(['builds', 'upload', 'g1', zip, '--version', '1', '--retries', '2', '--site-url', site]);
    expect(result.code).toBe(1);
    expect(result.json).toEqual({ success: false, error: 'cannot reach the service: ECONNREFUSED', code: 'UNREACHABLE' });
    expect(result.stderr.match(/retrying in/g)).toHaveLength(2);
  });

  it('bounds every attempt: a service that never answers fails the step after --timeout, without a retry', async () => {
    const silent = createHttpServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const site = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    server.use(http.all(`${site}/*`, () => passthrough()));
    try {
      const result = await run(['builds', 'upload', 'g1', zip, '--version', '1', '--timeout', '1', '--site-url', site]);
      expect(result.code).toBe(1);
      expect(result.json).toEqual({ success: false, error: 'no answer within 1 s', code: 'UNREACHABLE' });
      expect(result.stderr).not.toContain('retrying');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  // The waits the CLI takes between attempts, and what it wrote.
  async function uploadRecordingWaits(argv: string[]) {
    const waits: number[] = [];
    let stdout = '';
    let stderr = '';
    const code = await runCli(['builds', 'upload', 'g1', zip, '--version', '1', ...argv], {
      env: ENV,
      io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text), interactive: false },
      sleep: async (ms) => void waits.push(ms),
    });
    expect(stdout + stderr).not.toContain(KEY);
    return { code, waits, stderr, json: JSON.parse(stdout) as Record<string, unknown> };
  }
  const busy = (retryAfter: string) =>
    HttpResponse.json({ success: false, error: 'the service is analysing 2 other builds', code: 'ANALYSIS_BUSY', retry_after_seconds: 10 }, { status: 503, headers: { 'retry-after': retryAfter } });

  it('503 with Retry-After: waits what the service asks (seconds or an HTTP-date), not its own backoff', async () => {
    let calls = 0;
    server.use(
      http.post(buildsUrl, async ({ request }) => {
        await request.arrayBuffer();
        calls++;
        if (calls === 1) return busy('7');
        if (calls === 2) return busy(new Date(Date.now() + 30_000).toUTCString());
        return HttpResponse.json({ success: true, data: { id: 'b1', version: '1' } }, { status: 201 });
      }),
    );
    const result = await uploadRecordingWaits([]);
    expect(result.code).toBe(0);
    expect(result.waits[0]).toBe(7000);
    // An HTTP-date has whole seconds: 29 to 30 s from now.
    expect(result.waits[1]).toBeGreaterThan(28_000);
    expect(result.waits[1]).toBeLessThanOrEqual(30_000);
    expect(result.stderr).toContain('the server answered 503 ANALYSIS_BUSY; retrying in 7 s as its Retry-After asks (attempt 2 of 4)');
  });

  it('503 whose Retry-After is longer than gamesdk waits fails the step at once, saying so', async () => {
    let calls = 0;
    server.use(http.post(buildsUrl, async ({ request }) => (await request.arrayBuffer(), calls++, busy('3600'))));
    const result = await uploadRecordingWaits([]);
    expect(result.code).toBe(1);
    expect(calls).toBe(1);
    expect(result.waits).toEqual([]);
    expect(result.json).toMatchObject({ code: 'ANALYSIS_BUSY' });
    expect(result.stderr).toContain('the server answered 503 ANALYSIS_BUSY and asks to wait 3600 s (Retry-After), longer than gamesdk waits (600 s); not retrying');
  });

  it('answers usage errors with exit 2', async () => {
    expect((await run(['builds', 'upload', 'g1', zip])).stderr).toContain('builds upload needs --version');
    expect((await run(['builds', 'upload', 'g1', join(temp.dir, 'missing.zip'), '--version', '1'])).code).toBe(2);
    expect((await run(['builds', 'delete', 'g1'])).code).toBe(2);
  });
});
