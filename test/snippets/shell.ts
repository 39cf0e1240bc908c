// Shell snippets in a game project made from the release artefacts, as a game developer types
// them (bash, one script per snippet, in order, in the same project).
//
// Harness "game-project" provides:
//  - the project: every npm tarball of the release installed (once per release: the install is
//    kept under test/.artifacts/snippets-project/<release digest>/), $R naming the release folder;
//  - its builds where the docs point: dist/, dist/web, path/to/build(.zip), build.zip,
//    path/to/game-folder, path/to/export, path/to/WebGLBuild, path/to/bundle/<title>, ../puzzle/dist
//    (each the hello game of examples/), examples/web-game and examples/ci-pipeline, catalogs
//    (mock-catalog.json, file.json) and games.json (a production key of game g1), Vite;
//  - a dashboard site (the installed mock platform) for GAMESDK_SITE_URL, and GAME_ID, VERSION,
//    BUILD_VERSION;
//  - placeholders filled: <title> my-game, <gameId> $GAME_ID, <version> the release's version,
//    gsk_... the key the snippet created; an optional [--flag value] is left out; the release's
//    address on GitHub is $R (no network here);
//  - each snippet starts without the dashboard accounts it creates (members create --name X);
//  - fixed ports moved to free ones: 8080 (the site), 8787 (verify server), 8788 (game backend),
//    5173 (Vite), so runs never collide with another server on this machine.
// A command that keeps running (mock-platform serve, verify-server, npm start, npx vite, or a line
// ending in &) is started in the background with PORT set (Vite: --port), must answer HTTP on its port within
// 30 s, and is stopped by its PID when the snippet ends. A snippet fails when any command fails.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, type Ran, type Snippet } from './collect.mjs';
import { sharedRelease } from '../support/release';
import { offerSqlitePrebuild } from '../support/sqlite-prebuild';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const SNIPPET_TIMEOUT_MS = 120_000;

/**
 * The release folder: SNIPPETS_RELEASE when set, else the release of HEAD that `npm test` shares
 * between its suites (built by the first to ask: support/release.ts), or a private one.
 */
async function releaseFolder(): Promise<string> {
  return process.env.SNIPPETS_RELEASE ?? sharedRelease();
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The installed project of this release (made once per release), copied afresh into `work`. */
function project(release: string, work: string): string {
  const digest = createHash('sha256').update(readFileSync(join(release, 'SHA256SUMS'))).digest('hex').slice(0, 16);
  const cached = join(HERE, '..', '.artifacts', 'snippets-project', digest);
  if (!existsSync(join(cached, 'node_modules', '.bin', 'gamesdk'))) {
    rmSync(cached, { recursive: true, force: true });
    mkdirSync(cached, { recursive: true });
    writeFileSync(join(cached, 'package.json'), JSON.stringify({ name: 'my-game', version: '1.0.0', private: true, type: 'module' }));
    // The SQLite binary this checkout compiled, as a developer's install would download it.
    offerSqlitePrebuild(join(cached, '..', `prebuilds-${digest}`));
    const tarballs = readdirSync(release).filter((name) => /^gamesdk-.*\.tgz$/.test(name)).map((name) => join(release, name));
    execFileSync('npm', ['install', '--save-dev', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], { cwd: cached, stdio: 'inherit', timeout: 900_000 });
  }
  const game = join(work, 'my-game');
  cpSync(cached, game, { recursive: true, verbatimSymlinks: true });
  const hello = join(ROOT, 'examples', 'hello');
  for (const folder of ['dist', 'dist/web', 'path/to/build', 'path/to/game-folder', 'path/to/export', 'path/to/WebGLBuild', 'path/to/bundle/my-game', '../puzzle/dist']) cpSync(hello, join(game, folder), { recursive: true });
  for (const zip of ['path/to/build.zip', 'build.zip', 'dist/web.zip']) execFileSync('zip', ['-qj', join(game, zip), ...readdirSync(hello).map((name) => join(hello, name))]);
  cpSync(join(ROOT, 'examples', 'web-game'), join(game, 'examples', 'web-game'), { recursive: true });
  cpSync(join(ROOT, 'examples', 'ci-pipeline'), join(game, 'examples', 'ci-pipeline'), { recursive: true });
  const catalog = JSON.stringify({ products: [{ productId: 'undo_pack', title: 'Undo pack', description: 'Five undos', price: '0.49', currency: 'EUR' }] });
  writeFileSync(join(game, 'mock-catalog.json'), catalog);
  writeFileSync(join(game, 'file.json'), catalog);
  return game;
}

/**
 * Vite as a game project that uses it has it: this repository's, linked (its own dependencies
 * resolve there). Linked again before each snippet, since the snippets' `npm install` prunes it.
 */
function linkVite(game: string): void {
  if (!existsSync(join(game, 'node_modules', 'vite'))) symlinkSync(join(ROOT, 'node_modules', 'vite'), join(game, 'node_modules', 'vite'));
  if (!existsSync(join(game, 'node_modules', '.bin', 'vite'))) symlinkSync('../vite/bin/vite.js', join(game, 'node_modules', '.bin', 'vite'));
}

/** The snippet as the bash script the harness runs (see the header). */
export function scriptOf(code: string, ports: Record<string, number>): string {
  const filled = code
    .replace(/\\\n\s*/g, ' ')
    .replace(/https:\/\/github\.com\/gamesdk\/gamesdk\/releases\/download\/v[\w.-]+\//g, '$R/')
    .replace(/<title>/g, 'my-game')
    .replace(/<gameId>/g, '"$GAME_ID"')
    .replace(/<version>/g, VERSION)
    .replace(/gsk_\.\.\./g, '"$GAMESDK_API_KEY"')
    .replace(/ \[--[\w-]+(?: [^\]\s]+)?\]/g, '')
    .replace(/(127\.0\.0\.1|localhost):(8080|8787|8788|5173)\b/g, (_, host: string, port: string) => `${host}:${ports[port]}`);
  const lines = filled.split('\n').map((line) => {
    const command = line.replace(/\s+#.*$/, '').trim();
    const background = command.endsWith('&') || /^(\w+=\S+ )*(npx mock-platform serve|npx verify-server|npm start|npx vite)\b/.test(command);
    if (!background) return line;
    const port = /verify-server/.test(command) ? ports['8787'] : /npm start/.test(command) ? ports['8788'] : /vite/.test(command) ? ports['5173'] : ports.serve;
    // Vite reads no PORT: it is given the port (and the address curl probes) on its command line.
    const placed = /^npx vite\b/.test(command) ? `${command} --port ${port} --strictPort --host 127.0.0.1` : command.replace(/&$/, '').replace(/--port \d+/, `--port ${port}`);
    return `start_server ${port} ${placed}`;
  });
  return [
    'set -euo pipefail',
    // Each server in a process group of its own, stopped whole at the end: npx's child (the server
    // itself) outlives a signal sent to npx alone, and servers were left running after the test.
    'set -m',
    'pids=()',
    'trap \'for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done\' EXIT',
    // Starts a long-running command on port $1 and waits until it answers HTTP there.
    'start_server() { local port=$1; shift; PORT=$port eval "$@" > "server-$port.log" 2>&1 & pids+=($!);',
    '  for _ in $(seq 1 300); do curl -s -o /dev/null "http://127.0.0.1:$port/" && return 0; kill -0 "${pids[-1]}" 2>/dev/null || { cat "server-$port.log"; return 1; }; sleep 0.1; done;',
    '  echo "nothing answered on port $port"; cat "server-$port.log"; return 1; }',
    ...lines,
  ].join('\n');
}

/** Runs every shell snippet in the project, in order; the site (a mock platform) runs throughout. */
export async function runInShell(snippets: Snippet[], work: string): Promise<Ran[]> {
  const release = await releaseFolder();
  const game = project(release, work);
  const env = { ...process.env, R: release, MOCK_PLATFORM_DATA_DIR: join(work, 'mock-data'), VERSION, BUILD_VERSION: '1.0.0' };
  const sitePort = await freePort();
  const site = spawn(join(game, 'node_modules', '.bin', 'mock-platform'), ['serve', 'dist', '--port', String(sitePort)], { cwd: game, env, stdio: 'ignore' });
  const ran: Ran[] = [];
  try {
    for (let tries = 0; ; tries++) {
      if (spawnSync('curl', ['-s', '-o', '/dev/null', `http://127.0.0.1:${sitePort}/`]).status === 0) break;
      if (tries > 300) throw new Error('the dashboard site (mock-platform serve) never answered');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const site_ = `http://127.0.0.1:${sitePort}`;
    const key = execFileSync(join(game, 'node_modules', '.bin', 'mock-platform'), ['keys', 'create', '--team', 'acme', '--name', 'snippets'], { cwd: game, env, encoding: 'utf8' }).trim().split('\n').pop()!;
    const created = execFileSync(join(game, 'node_modules', '.bin', 'gamesdk'), ['games', 'create', '--name', 'Snippet Farm', '--engine', 'vanilla'], { cwd: game, env: { ...env, GAMESDK_SITE_URL: site_, GAMESDK_API_KEY: key }, encoding: 'utf8' });
    const gameId = (JSON.parse(created) as { data: { id: string } }).data.id;
    for (const snippet of snippets) {
      const ports = { '8080': sitePort, '8787': await freePort(), '8788': await freePort(), '5173': await freePort(), serve: await freePort() };
      for (const [, team, name] of snippet.code.matchAll(/members create --team (\S+) --name (\S+)/g)) {
        spawnSync(join(game, 'node_modules', '.bin', 'mock-platform'), ['members', 'remove', '--team', team!, '--name', name!], { cwd: game, env });
      }
      linkVite(game);
      const script = join(work, 'snippet.sh');
      writeFileSync(script, scriptOf(snippet.code, ports));
      const result = spawnSync('bash', [script], { cwd: game, env: { ...env, GAMESDK_SITE_URL: site_, GAMESDK_API_KEY: key, GAME_ID: gameId }, encoding: 'utf8', timeout: SNIPPET_TIMEOUT_MS });
      const error = result.status === 0 ? undefined : `exit ${result.status ?? result.signal}\n${`${result.stdout}${result.stderr}`.trim().split('\n').slice(-8).join('\n')}`;
      ran.push({ snippet, harness: snippet.harness ?? 'game-project', ...(error ? { error } : {}) });
    }
  } finally {
    site.kill('SIGTERM');
  }
  return ran;
}
