// Snippets of a game backend or of tooling, run in Node: each as an ES module of its own process
// (node-preload.mjs first), from a folder inside this workspace so `@gamesdk/*`, express and
// happy-dom resolve as in a game project that installed them. TypeScript is stripped by esbuild.
// A snippet passes when its process exits 0, or, when it starts a server, when that server
// answers an HTTP request (then the runner stops it by its PID).
import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { exportJWK, generateKeyPair } from 'jose';
import yazl from 'yazl';
import { createApp, createSqliteLedger, developmentKeyStore, silentLogger } from '@gamesdk/verify-server';
import { signDevelopmentToken } from '@gamesdk/verify-server/token';
import { ROOT, type Ran, type Snippet } from './collect.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const SNIPPET_TIMEOUT_MS = 20_000;

/**
 * What each Node harness declares before the snippet's own code (after its imports):
 *  - node:          nothing; the snippet is a whole module.
 * Every snippet runs in a scratch game project (projectFolder) with LEDGER_URL naming a PostgreSQL
 * server that is not there (a snippet may create a ledger, never use it).
 *  - verify-client: a verify server in development mode (the docs' http://127.0.0.1:8787), and
 *                   `signedRequest`, `purchaseToken`, `signedPlayerInfo`, `playerId` as the
 *                   platform signs them for a purchase of gems_100 by player p1 of game g1.
 *  - godot-bridge:  the addon's repository tools: `./scripts/...` imports name godot-bridge's
 *                   scripts, and the project folder holds a Godot project `my-project`.
 *  - mock-platform: a running mock platform as `platform`, serving examples/web-game as farm, and
 *                   happy-dom's `Window`.
 */
const PRELUDES: Record<string, (tokens: Record<string, string>) => string> = {
  node: () => '',
  'godot-bridge': () => '',
  'verify-client': (tokens) => Object.entries(tokens).map(([name, value]) => `const ${name} = ${JSON.stringify(value)};`).join('\n'),
  'mock-platform': () => [
    "import { startMockPlatform } from '@gamesdk/mock-platform';",
    "import { Window } from 'happy-dom';",
    "const platform = await startMockPlatform({ games: { farm: 'examples/web-game' } });",
  ].join('\n'),
};
/** What a harness runs after the snippet: the mock platform's harness ends the process (servers and pages the snippet left open). */
const AFTER: Record<string, string> = { 'mock-platform': 'process.exit(0);' };

const isImport = (line: string) => /^import\s/.test(line);

/**
 * A module: the snippet's imports and the harness's, the harness's prelude, then the rest of the
 * snippet in a block of its own (so it may declare a name the prelude declares), then the harness's end.
 */
function moduleOf(snippet: Snippet, harness: string, prelude: string): string {
  if (harness === 'godot-bridge') return snippet.code.replace(/from '\.\/scripts\//g, `from '${pathToFileURL(join(ROOT, 'godot-bridge', 'scripts'))}/`);
  if (!prelude) return snippet.code;
  const lines = snippet.code.split('\n');
  const own = prelude.split('\n');
  return [...lines.filter(isImport), ...own.filter(isImport), ...own.filter((line) => !isImport(line)), '{', ...lines.filter((line) => !isImport(line)), '}', AFTER[harness] ?? ''].join('\n');
}

/**
 * The folder every Node snippet runs in, as a game project: the built game (dist/web, dist/web.zip,
 * from examples/hello), games.json with the platform's development key for game g1, and the
 * examples folder the docs' mock platform serves.
 */
async function projectFolder(): Promise<string> {
  const project = mkdtempSync(join(tmpdir(), 'snippets-project-'));
  mkdirSync(join(project, 'dist', 'web'), { recursive: true });
  const zip = new yazl.ZipFile();
  for (const name of readdirSync(join(ROOT, 'examples', 'hello'))) {
    copyFileSync(join(ROOT, 'examples', 'hello', name), join(project, 'dist', 'web', name));
    zip.addFile(join(ROOT, 'examples', 'hello', name), name);
  }
  zip.end();
  await new Promise<void>((resolve, fail) => zip.outputStream.pipe(createWriteStream(join(project, 'dist', 'web.zip'))).on('close', () => resolve()).on('error', fail));
  // A production configuration: a key of the platform's (made here), never the public development key.
  const { publicKey } = await generateKeyPair('ES256');
  writeFileSync(join(project, 'games.json'), JSON.stringify({ games: { g1: { keys: [{ ...(await exportJWK(publicKey)), kid: 'snippets' }] } } }));
  symlinkSync(join(ROOT, 'examples'), join(project, 'examples'));
  mkdirSync(join(project, 'my-project'));
  writeFileSync(join(project, 'my-project', 'project.godot'), 'config_version=5\n\n[application]\nconfig/name="My project"\nrun/main_scene="res://main.tscn"\n');
  writeFileSync(join(project, 'my-project', 'main.gd'), 'extends Node\n');
  return project;
}

/** Runs one module file; resolves when it exits 0 or its server answered, rejects with its output otherwise. */
function runProcess(file: string, cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', join(HERE, 'node-preload.mjs'), file], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGTERM');
      error ? fail(error) : done();
    };
    const timer = setTimeout(() => settle(new Error(`did not finish in ${SNIPPET_TIMEOUT_MS / 1000} s\n${output}`)), SNIPPET_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const listening = /snippet listening on (\d+)/.exec(output);
      if (listening) {
        // A server the snippet closed again before this request arrived (it ran to its end) is no
        // failure: its exit decides then; one that neither answers nor exits runs into the timeout.
        fetch(`http://127.0.0.1:${listening[1]}/`, { method: 'OPTIONS' })
          .then(() => settle())
          .catch((error: Error) => void (output += `\n(its server did not answer: ${error.message})`));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => settle(code === 0 ? undefined : new Error(`exited ${code}\n${output.trim()}`)));
  });
}

/** Runs every Node snippet, each in the harness its marker names (`node` by default). */
export async function runInNode(snippets: Snippet[]): Promise<Ran[]> {
  // Inside this workspace, so the snippets' imports resolve from its node_modules and the root's.
  const scratchRoot = join(HERE, '..', '.artifacts');
  mkdirSync(scratchRoot, { recursive: true });
  const folder = mkdtempSync(join(scratchRoot, 'snippets-node-'));
  const ledgerDir = mkdtempSync(join(tmpdir(), 'snippets-ledger-'));
  const verify = createApp({ keys: developmentKeyStore(), logger: silentLogger, ledger: createSqliteLedger({ path: join(ledgerDir, 'ledger.sqlite') }) }).listen(0, '127.0.0.1');
  await new Promise((resolve) => verify.once('listening', resolve));
  const verifyUrl = `http://127.0.0.1:${(verify.address() as AddressInfo).port}`;
  const project = await projectFolder();
  const ran: Ran[] = [];
  try {
    for (const [index, snippet] of snippets.entries()) {
      const harness = snippet.harness ?? 'node';
      try {
        const prelude = PRELUDES[harness];
        if (!prelude) throw new Error(`no Node harness "${harness}" (one of ${Object.keys(PRELUDES).join(', ')})`);
        const subject = { platformGameId: 'g1', playerId: 'p1' };
        const purchaseToken = `pt-snippet-${index}-${Date.now()}`;
        const tokens = {
          playerId: 'p1',
          purchaseToken,
          signedRequest: await signDevelopmentToken('purchase', subject, { productId: 'gems_100', purchaseToken, purchaseTime: new Date().toISOString(), isSandbox: true }),
          signedPlayerInfo: await signDevelopmentToken('player', subject, { mode: 'authorized' }),
        };
        const { code } = await transform(moduleOf(snippet, harness, prelude(tokens)), { loader: snippet.language === 'ts' ? 'ts' : 'js', format: 'esm', target: 'node20' });
        const file = join(folder, `snippet-${index}.mjs`);
        writeFileSync(file, code);
        await runProcess(file, project, { SNIPPET_VERIFY_URL: verifyUrl, LEDGER_URL: 'postgres://verify:verify@127.0.0.1:1/verify' });
        ran.push({ snippet, harness });
      } catch (error) {
        ran.push({ snippet, harness, error: (error as Error).message.split('\n').slice(0, 8).join('\n') });
      }
    }
  } finally {
    await new Promise((resolve) => verify.close(resolve));
    rmSync(folder, { recursive: true, force: true });
    rmSync(ledgerDir, { recursive: true, force: true });
    rmSync(project, { recursive: true, force: true });
  }
  return ran;
}
