// A game served from its dev server: the mock forwards /play/<name>/... with the same path to a
// real HTTP server standing as the dev server, declares the platform in its pages, passes other
// answers byte for byte, answers 502 naming a dev server that is down, and lets through only the
// hot reload WebSocket of this machine's own pages. (test/e2e/dev-server runs a real Vite.)
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { startMockPlatform, type RunningMockPlatform } from '../../src/index.js';

const bin = fileURLToPath(new URL('../../bin/mock-platform.js', import.meta.url));
const closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** A stand-in dev server: a page, a script, and a WebSocket upgrade it accepts, each recording the path it saw. */
async function devServer(): Promise<{ origin: string; seen: string[] }> {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} host=${req.headers.host}`);
    if (req.url === '/play/dev/' || req.url === '/play/dev/index.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><head><title>dev</title></head></html>');
    if (req.url === '/play/dev/src/main.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end('export const hot = 1;\n');
    res.writeHead(404).end();
  });
  server.on('upgrade', (req: IncomingMessage, socket) => {
    seen.push(`upgrade ${req.url}`);
    socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closing.push(() => new Promise((done) => server.close(done)));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function platformFor(games: Record<string, string>): Promise<RunningMockPlatform> {
  const platform = await startMockPlatform({ games });
  closing.push(() => platform.close());
  return platform;
}

/** Asks for a WebSocket upgrade; resolves the status the server answered (101 when it switched). */
function upgrade(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', ...headers } });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends `head` as the whole request on a raw socket (so the request target is exactly as written); resolves the status line's code. */
function rawStatus(base: string, head: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(0));
  });
}

describe('a game from its dev server', () => {
  it('forwards the whole path, declares the platform in HTML pages (with the page load that starts the loading screen) and logs them, and passes other answers byte for byte', async () => {
    const dev = await devServer();
    const platform = await platformFor({ dev: dev.origin });
    const page = await fetch(`${platform.url}/play/dev/index.html`);
    expect(page.status).toBe(200);
    const pageLoads = (await platform.control.getEvents()).filter((entry) => entry.call === 'pageLoad');
    const pageLoad = String(pageLoads[0]?.args.pageLoad);
    expect(await page.text()).toBe(`<!doctype html><html><head><meta name="gamesdk-platform" content="partner"><meta name="partner-page-load" content="${pageLoad}"><title>dev</title></head></html>`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const script = await fetch(`${platform.url}/play/dev/src/main.js`);
    expect(await script.text()).toBe('export const hot = 1;\n');
    expect(dev.seen.slice(0, 2)).toEqual([`GET /play/dev/index.html host=${new URL(dev.origin).host}`, `GET /play/dev/src/main.js host=${new URL(dev.origin).host}`]);
    expect(pageLoads.map((entry) => entry.args)).toEqual([{ game: 'dev', path: '/play/dev/index.html', pageLoad: expect.any(String), loadingMode: 'auto' }]);
  });

  it('serves a built game and a dev server game from one process', async () => {
    const dev = await devServer();
    const folder = mkdtempSync(join(tmpdir(), 'built-'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>built</title>');
    const platform = await platformFor({ built: folder, dev: dev.origin });
    expect(await (await fetch(`${platform.url}/play/built/`)).text()).toContain('<title>built</title>');
    expect(await (await fetch(`${platform.url}/play/dev/`)).text()).toContain('<title>dev</title>');
  });

  it('answers 502 naming the dev server when it does not answer', async () => {
    const dev = await devServer();
    await closing.pop()!(); // the dev server stops
    const platform = await platformFor({ dev: dev.origin });
    const response = await fetch(`${platform.url}/play/dev/index.html`);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe(`game 'dev': the dev server at ${dev.origin} did not answer (ECONNREFUSED); is it running?`);
  });

  it('forwards the hot reload WebSocket of a page of the platform origin, and refuses another origin, another host and an unknown path', async () => {
    const dev = await devServer();
    const platform = await platformFor({ dev: dev.origin });
    expect(await upgrade(`${platform.url}/play/dev/?token=t`, { origin: platform.url })).toBe(101);
    expect(dev.seen).toContain('upgrade /play/dev/?token=t');
    expect(await upgrade(`${platform.url}/play/dev/`, { origin: 'http://evil.example' })).toBe(403);
    expect(await upgrade(`${platform.url}/play/dev/`, { host: 'evil.example' })).toBe(421);
    expect(await upgrade(`${platform.url}/play/other/`, { origin: platform.url })).toBe(404);
    expect(dev.seen.filter((line) => line.startsWith('upgrade'))).toEqual(['upgrade /play/dev/?token=t']);
  });

  it.each([
    ['a scheme-relative target', '//evil.example/play/dev/'],
    ['an absolute-form target', 'http://evil.example/play/dev/'],
    ['an absolute-form target naming the mock itself', 'http://127.0.0.1/play/dev/'],
  ])('refuses %s on a WebSocket upgrade and on a request (400), without an Origin, and the dev server sees neither', async (_kind, target) => {
    const dev = await devServer();
    const platform = await platformFor({ dev: dev.origin });
    const host = new URL(platform.url).host;
    const upgradeHeaders = 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
    expect(await rawStatus(platform.url, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${upgradeHeaders}\r\n`)).toBe(400);
    expect(await rawStatus(platform.url, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).toBe(400);
    expect(dev.seen).toEqual([]);
    // A plain path still reaches the game.
    expect(await upgrade(`${platform.url}/play/dev/`)).toBe(101);
  });

  it.each([
    ['http://localhost:5173/play/dev/', "game 'dev': give the dev server's origin (such as http://localhost:5173), not 'http://localhost:5173/play/dev/'; the game's pages keep their path /play/dev/, so set the dev server's base to '/play/dev/'"],
    ['http://user:secret@localhost:5173', "game 'dev': the dev server URL may not carry credentials"],
  ])('refuses the dev server URL %s, saying why', async (url, message) => {
    await expect(startMockPlatform({ games: { dev: url } })).rejects.toThrow(message);
  });
});

describe('serve on the command line', () => {
  async function cli(...argv: string[]) {
    const out = { stdout: [] as string[], stderr: [] as string[] };
    const code = await main(argv, { stdout: (text) => out.stdout.push(text), stderr: (text) => out.stderr.push(text) });
    return { code, stdout: out.stdout.join('\n'), stderr: out.stderr.join('\n') };
  }

  it('refuses --name with several games, and two games of one name', async () => {
    expect(await cli('serve', 'a=x', 'b=http://localhost:5173', '--name', 'c')).toMatchObject({ code: 2, stderr: 'mock-platform serve: --name names the only game; with several, write each as name=folder or name=url' });
    expect(await cli('serve', 'http://localhost:5173', '--proxy', 'http://localhost:5174')).toMatchObject({ code: 2, stderr: "mock-platform serve: two games are named 'game': write each as name=folder or name=url" });
  });

  it('serve a=<folder> b=<dev server> serves both from one process and prints where each is', async () => {
    const dev = await devServer();
    const folder = mkdtempSync(join(tmpdir(), 'built-'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>built</title>');
    const child = spawn(process.execPath, [bin, 'serve', `a=${folder}`, `b=${dev.origin}`, '--port', '0'], { env: { ...process.env, MOCK_PLATFORM_DATA_DIR: mkdtempSync(join(tmpdir(), 'cli-data-')) } });
    closing.push(async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('uploaded builds')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    });
    expect(output).toContain(`mock platform serving ${folder}`);
    expect(output).toContain(`mock platform serving game 'b' from the dev server ${dev.origin} (its base must be /play/b/)`);
    const shells = [...output.matchAll(/open the game in the platform shell: (\S+)/g)].map((match) => new URL(match[1]!));
    expect(shells.map((url) => url.searchParams.get('game'))).toEqual(['/play/a/index.html', '/play/b/index.html']);
    expect(await (await fetch(new URL('/play/a/', shells[0]))).text()).toContain('<title>built</title>');
    expect((await fetch(new URL('/play/b/', shells[0]))).status).toBe(404); // the stand-in dev server serves /play/dev/ only
    expect(dev.seen).toContain(`GET /play/b/ host=${new URL(dev.origin).host}`);
  });
});
