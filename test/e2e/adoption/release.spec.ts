// The release, tried as a game developer would, outside this repository: `npm run release` writes
// the artefacts; an empty project installs the npm tarballs; a game importing @gamesdk/core and
// @gamesdk/adapter-partner is bundled and minified by esbuild, Rollup+terser and Vite, passes the
// installed `gamesdk check`, runs on the partner adapter in Chromium when the installed
// `mock-platform serve` serves it, and uploads with the installed CLI. The Unity and Defold
// artefacts are checked for the layouts their engines read.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import yauzl from 'yauzl';
import { sharedRelease } from '../../support/release';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/bundled-game/', import.meta.url));
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const BUNDLERS = ['esbuild', 'rollup', 'vite'] as const;

let work: string;
let release: string;
let project: string;
let dataDir: string;

interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; the environment never carries this machine's npm workspace. */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Ran {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, MOCK_PLATFORM_DATA_DIR: dataDir, ...env }, timeout: 600_000 });
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

function mustRun(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  const result = run(command, args, cwd, env);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stderr}`);
  return result.stdout;
}

/** An installed command of `folder`'s node_modules/.bin, run with Node. */
const bin = (folder: string, name: string) => join(folder, 'node_modules', '.bin', name);
const npmInstall = (folder: string, tarballs: string[]) => mustRun('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], folder);

async function bundle(bundler: (typeof BUNDLERS)[number]): Promise<string> {
  const out = join(project, 'out', bundler);
  mkdirSync(out, { recursive: true });
  if (bundler === 'esbuild') {
    mustRun(join(ROOT, 'node_modules', '.bin', 'esbuild'), ['src/main.js', '--bundle', '--minify', '--format=iife', `--outfile=${join(out, 'game.js')}`], project);
  } else if (bundler === 'rollup') {
    const { rollup } = await import('rollup');
    const { default: nodeResolve } = await import('@rollup/plugin-node-resolve');
    const { default: commonjs } = await import('@rollup/plugin-commonjs');
    const { default: terser } = await import('@rollup/plugin-terser');
    // As sdk-core/README.md says: node-resolve and commonjs (eventemitter3 is CommonJS).
    const built = await rollup({ input: join(project, 'src', 'main.js'), plugins: [nodeResolve({ browser: true }), commonjs()] });
    await built.write({ file: join(out, 'game.js'), format: 'iife', plugins: [terser()] });
    await built.close();
  } else {
    const { build } = await import('vite');
    // vite build sets process.env.NODE_ENV to production for the rest of this worker, where later
    // specs start verify servers in development mode (refused in production): put it back.
    const nodeEnv = process.env.NODE_ENV;
    try {
      // base './': the platform serves a game from a sub-path, so every path must be relative.
      await build({ root: project, base: './', logLevel: 'silent', configFile: false, build: { outDir: out, emptyOutDir: true } });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    return out;
  }
  copyFileSync(join(project, 'page.html'), join(out, 'index.html'));
  return out;
}

/** Starts the installed `mock-platform serve` on a free port; resolves the game's URL (no sdk_platform). */
function serve(folder: string, name: string): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(bin(project, 'mock-platform'), ['serve', folder, '--port', '0', '--name', name], { cwd: project, env: { ...process.env, MOCK_PLATFORM_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`mock-platform serve exited with ${code}: ${printed}`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const alone = /the game alone:\s+(\S+)/.exec(printed);
      if (alone) resolve({ url: alone[1]!, server });
    });
  });
}

/** The text of one file of a zip. */
function zipText(file: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks).toString('utf8'));
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in ${file}`)));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

function zipEntries(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  work = mkdtempSync(join(tmpdir(), 'gamesdk-adoption-'));
  dataDir = join(work, 'mock-data');
  release = await sharedRelease();
  project = join(work, 'my-game');
  cpSync(FIXTURE, project, { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-game', version: '1.0.0', private: true, type: 'module' }));
  npmInstall(project, readdirSync(release).filter((name) => /^gamesdk-.*\.tgz$/.test(name)).map((name) => join(release, name)));
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('release/ holds every artefact, each listed in SHA256SUMS', () => {
  const expected = [
    `com.gamesdk.sdk-${VERSION}.tgz`,
    `gamesdk-adapter-partner-${VERSION}.tgz`,
    `gamesdk-cli-${VERSION}.tgz`,
    `gamesdk-core-${VERSION}.tgz`,
    `gamesdk-defold-${VERSION}.zip`,
    `gamesdk-docs-${VERSION}.zip`,
    `gamesdk-godot-${VERSION}.zip`,
    `gamesdk-mock-platform-${VERSION}.tgz`,
    `gamesdk-verify-client-${VERSION}.tgz`,
    `gamesdk-verify-server-${VERSION}.tgz`,
    'gamesdk.js',
  ];
  expect(readdirSync(release).sort()).toEqual([...expected, 'SHA256SUMS'].sort());
  const sums = readFileSync(join(release, 'SHA256SUMS'), 'utf8').trim().split('\n');
  expect(sums.map((line) => line.split('  ')[1]).sort()).toEqual(expected.sort());
  expect(mustRun('sha256sum', ['--check', '--quiet', 'SHA256SUMS'], release)).toBe('');
});

test('the API reference ships as a zip: its index, a page per module, the guides', () => {
  const names = mustRun('unzip', ['-Z1', join(release, `gamesdk-docs-${VERSION}.zip`)], work).trim().split('\n');
  const root = `gamesdk-docs-${VERSION}/`;
  expect(names.every((name) => name.startsWith(root))).toBe(true);
  expect(names).toEqual(expect.arrayContaining(['index.html', 'style.css', 'errors.html', 'limits.html', 'modules/sdk.html', 'modules/iap.html', 'guides/call-sequence.html'].map((name) => root + name)));
});

test('the npm tarballs install together in an empty project; the three commands run and the verify client imports', () => {
  for (const name of ['core', 'adapter-partner', 'cli', 'mock-platform', 'verify-client', 'verify-server']) {
    const installed = JSON.parse(readFileSync(join(project, 'node_modules', '@gamesdk', name, 'package.json'), 'utf8'));
    expect(installed.version).toBe(VERSION);
    expect(existsSync(join(project, 'node_modules', '@gamesdk', name, 'LICENSE'))).toBe(true);
    expect(existsSync(join(project, 'node_modules', '@gamesdk', name, 'src'))).toBe(name === 'core'); // core ships only its error table from src/
  }
  const help = (name: string) => {
    const result = run(bin(project, name), ['--help'], project);
    return { status: result.status, text: result.stdout + result.stderr };
  };
  expect(help('gamesdk')).toMatchObject({ status: 0, text: expect.stringContaining(`gamesdk ${VERSION}`) });
  expect(help('mock-platform')).toMatchObject({ status: 0, text: expect.stringContaining('mock-platform serve <folder>') });
  expect(help('verify-server')).toMatchObject({ status: 0, text: expect.stringContaining('GAMES_CONFIG') });
  const backend = mustRun(process.execPath, ['--input-type=module', '-e', "const c = await import('@gamesdk/verify-server/client'); console.log(typeof c.createVerifyClient, typeof c.retryAfterMs)"], project);
  expect(backend.trim()).toBe('function function');
});

for (const bundler of BUNDLERS) {
  test(`a game bundled and minified by ${bundler} passes gamesdk check and runs on the partner adapter on the installed mock platform`, async ({ page }) => {
    const out = await bundle(bundler);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toContain('@gamesdk/core '); // no banner: the marker must survive on its own
    const check = run(bin(project, 'gamesdk'), ['check', out], project);
    expect(check.status, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ ok: true });
    const { url, server } = await serve(out, bundler);
    try {
      expect(url).not.toContain('sdk_platform');
      await page.goto(url);
      await expect.poll(() => page.evaluate(() => (window as unknown as { outcome?: string }).outcome)).toBe('partner saved');
    } finally {
      server.kill();
    }
  });
}

test('the installed CLI uploads a bundled game with 201 through the CI example; a folder without the SDK gets 422 SDK_NOT_INTEGRATED', async () => {
  const out = join(project, 'out', 'esbuild');
  const { url, server } = await serve(out, 'upload');
  try {
    const site = new URL(url).origin;
    const key = mustRun(bin(project, 'mock-platform'), ['keys', 'create', '--team', 'acme', '--name', 'ci'], project).trim();
    const env = { GAMESDK_SITE_URL: site, GAMESDK_API_KEY: key };
    const gameId = JSON.parse(mustRun(bin(project, 'gamesdk'), ['games', 'create', '--name', 'My game'], project, env)).data.id as string;
    // The CI example as the CLI's tarball ships it, run from the project: its default is the project's own CLI (npx --no-install gamesdk).
    const pipeline = run(join(project, 'node_modules', '@gamesdk', 'cli', 'examples', 'ci-pipeline', 'pipeline.sh'), [out], project, { ...env, GAME_ID: gameId, BUILD_VERSION: '1.0.0' });
    expect(pipeline.status, pipeline.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(project, 'upload-answer.json'), 'utf8'))).toMatchObject({ success: true, data: { version: '1.0.0' } });
    expect(pipeline.stdout + pipeline.stderr).not.toContain(key);

    const bare = join(project, 'out', 'bare');
    mkdirSync(bare, { recursive: true });
    writeFileSync(join(bare, 'index.html'), '<!doctype html><title>no sdk</title><script src="game.js"></script>');
    writeFileSync(join(bare, 'game.js'), 'document.title = "a game without the SDK";');
    const refused = run(bin(project, 'gamesdk'), ['builds', 'upload', gameId, bare, '--version', '2.0.0'], project, env);
    expect(refused.status).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ success: false, code: 'SDK_NOT_INTEGRATED' });
  } finally {
    server.kill();
  }
});

test('the verify client installed alone in a backend is one package, loaded by require', () => {
  const backend = join(work, 'backend-alone');
  mkdirSync(backend);
  writeFileSync(join(backend, 'package.json'), JSON.stringify({ name: 'backend', version: '1.0.0', private: true }));
  npmInstall(backend, [join(release, `gamesdk-verify-client-${VERSION}.tgz`)]);
  const lock = JSON.parse(readFileSync(join(backend, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
  expect(Object.keys(lock.packages).filter((path) => path !== '')).toEqual(['node_modules/@gamesdk/verify-client']);
  const loaded = mustRun(process.execPath, ['-e', "const c = require('@gamesdk/verify-client'); console.log(typeof c.createVerifyClient, typeof c.VerifyClientError)"], backend);
  expect(loaded.trim()).toBe('function function');
});

test('the CLI installed alone checks a build and signs a development token', () => {
  const alone = join(work, 'cli-alone');
  mkdirSync(alone);
  writeFileSync(join(alone, 'package.json'), JSON.stringify({ name: 'pipeline', version: '1.0.0', private: true }));
  npmInstall(alone, [join(release, `gamesdk-cli-${VERSION}.tgz`)]);
  expect(readdirSync(join(alone, 'node_modules', '@gamesdk'))).toEqual(['cli']);
  const check = run(bin(alone, 'gamesdk'), ['check', join(project, 'out', 'esbuild')], alone);
  expect(check.status, check.stderr).toBe(0);
  const token = run(bin(alone, 'gamesdk'), ['token', '--kind', 'player', '--player', 'p1', '--game', 'g1'], alone);
  expect(token.status, token.stderr).toBe(0);
  expect(token.stdout.trim()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('the UPM tarball has the package/ layout Unity reads, every asset with its .meta', () => {
  const names = mustRun('tar', ['-tzf', join(release, `com.gamesdk.sdk-${VERSION}.tgz`)], work).trim().split('\n');
  expect(names.every((name) => name.startsWith('package/'))).toBe(true);
  for (const file of ['package/package.json', 'package/package.json.meta', 'package/LICENSE.md', 'package/LICENSE.md.meta', 'package/Runtime/Plugins/WebGL/GameSdk.jslib', 'package/Runtime/Plugins/WebGL/GameSdk.jslib.meta', 'package/Runtime/Plugins/WebGL/gamesdk.jspre']) {
    expect(names).toContain(file);
  }
  const assets = names.filter((name) => !name.endsWith('/') && !name.endsWith('.meta') && !/~\//.test(name) && name !== 'package/');
  expect(assets.filter((asset) => !names.includes(`${asset}.meta`))).toEqual([]);
  const manifest = JSON.parse(mustRun('tar', ['-xzOf', join(release, `com.gamesdk.sdk-${VERSION}.tgz`), 'package/package.json'], work));
  expect(manifest).toMatchObject({ name: 'com.gamesdk.sdk', version: VERSION });
  // The WebGL template (a ~ folder: Unity imports none of it, the Editor's installer copies it) and the Editor assembly.
  for (const file of ['package/WebGLTemplates~/GameSdk/index.html', 'package/WebGLTemplates~/GameSdk/TemplateData/gamesdk-loading.js', 'package/Editor/GameSdk.Editor.asmdef', 'package/Editor/GameSdk.Editor.asmdef.meta', 'package/Editor/WebGLTemplate.cs', 'package/Editor/WebGLBuildCheck.cs', 'package/Editor/WebGLSettingsCheck.cs', 'package/Editor.meta']) {
    expect(names).toContain(file);
  }
  expect(names.filter((name) => /WebGLTemplates~.*\.meta$/.test(name))).toEqual([]);
});

test('the UPM tarball carries a user README and a released CHANGELOG', () => {
  const read = (file: string) => mustRun('tar', ['-xzOf', join(release, `com.gamesdk.sdk-${VERSION}.tgz`), file], work);
  const readme = read('package/README.md');
  for (const topic of ['## Install', '## The WebGL template', 'Decompression Fallback', 'Enable Exceptions', '10-second first load', 'gamesdk check', 'MockPlatform']) expect(readme).toContain(topic);
  const changelog = read('package/CHANGELOG.md');
  expect(changelog).not.toMatch(/^## \[Unreleased\]/im);
  expect(changelog).toMatch(new RegExp(`^## \\[${VERSION.replaceAll('.', '\\.')}\\]`, 'm'));
});

test('the Defold library zip has game.project at its root and the extension at gamesdk/', async () => {
  const names = await zipEntries(join(release, `gamesdk-defold-${VERSION}.zip`));
  for (const file of ['game.project', 'LICENSE', 'README.md', 'gamesdk/ext.manifest', 'gamesdk/sdk.lua', 'gamesdk/res/web/gamesdk/gamesdk.js', 'gamesdk/res/web/gamesdk/gamesdk-loading.js']) expect(names).toContain(file);
  expect(names.some((name) => name.startsWith('gamesdk/src/') && name.endsWith('.cpp'))).toBe(true);
  expect(names.filter((name) => /^(?:test|scripts|node_modules|build)\//.test(name) || name === 'package.json' || name === 'MAINTAINING.md')).toEqual([]);
});

test('the Godot addon zip holds addons/gamesdk/ at its root, with the shell, a user README and a released CHANGELOG', async () => {
  const zip = join(release, `gamesdk-godot-${VERSION}.zip`);
  const names = await zipEntries(zip);
  expect(names.filter((name) => !name.startsWith('addons/gamesdk/'))).toEqual([]);
  for (const file of ['plugin.cfg', 'plugin.gd', 'generated/game_sdk.gd', 'generated/operations.gd', 'runtime/mock_platform.gd', 'web/shell.html', 'web/gamesdk.js', 'web/gamesdk-loading.js', 'README.md', 'LICENSE', 'CHANGELOG.md']) expect(names).toContain(`addons/gamesdk/${file}`);
  expect(await zipText(zip, 'addons/gamesdk/plugin.cfg')).toContain(`version="${VERSION}"`);
  const readme = await zipText(zip, 'addons/gamesdk/README.md');
  for (const topic of ['res://addons/gamesdk/web/shell.html', 'await GameSdk.initialize()', 'GameSdk.mock', '`other`']) expect(readme).toContain(topic);
  const changelog = await zipText(zip, 'addons/gamesdk/CHANGELOG.md');
  expect(changelog).not.toMatch(/^## \[Unreleased\]/im);
  expect(changelog).toMatch(new RegExp(`^## \\[${VERSION.replaceAll('.', '\\.')}\\]`, 'm'));
});

test('the Defold library zip carries the HTML template, a user README that selects it, and a released CHANGELOG', async () => {
  const zip = join(release, `gamesdk-defold-${VERSION}.zip`);
  const names = await zipEntries(zip);
  for (const file of ['gamesdk/web/engine_template.html', 'CHANGELOG.md']) expect(names).toContain(file);
  const readme = await zipText(zip, 'README.md');
  for (const topic of ['htmlfile = /gamesdk/web/engine_template.html', 'show_made_with_defold = 0', '10-second first load', 'gamesdk check', 'Desktop stubs']) expect(readme).toContain(topic);
  const changelog = await zipText(zip, 'CHANGELOG.md');
  expect(changelog).not.toMatch(/^## \[Unreleased\]/im);
  expect(changelog).toMatch(new RegExp(`^## \\[${VERSION.replaceAll('.', '\\.')}\\]`, 'm'));
});
