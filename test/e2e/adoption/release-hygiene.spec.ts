// Release hygiene: `npm run release` builds its artefacts from what git tracks. A clone of HEAD is
// given the local state a developer's checkout gathers (a .env, .data/ folders, a mock
// upload-api.sqlite, an untracked note, an uncommitted edit) in every package folder that ships,
// and every artefact of its release is searched for them, by name and by content. No browser.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import yauzl from 'yauzl';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MARKER = 'LOCAL-STATE-MUST-NOT-SHIP-6c1f';
// Folders whose contents reach an artefact: the npm packages, the Unity package, the Defold library,
// the Godot addon, and the example game backend the verify client's tarball ships.
const SHIPPING_FOLDERS = [
  'sdk-core',
  'adapter-partner',
  'browser-script',
  'cli',
  'verify-client',
  'examples/game-backend',
  'examples/game-backend/src',
  'verify-server',
  'mock-platform',
  'unity-bridge/com.gamesdk.sdk',
  'unity-bridge/com.gamesdk.sdk/Runtime',
  'defold-bridge',
  'defold-bridge/gamesdk',
  'godot-bridge/addons/gamesdk',
  'godot-bridge/addons/gamesdk/runtime',
];
const PLANTED_NAMES = ['.env', '.data', 'upload-api.sqlite', 'notes-local.txt'];

let work: string;
let release: string;

function mustRun(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 900_000, maxBuffer: 64 * 1024 ** 2 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stderr}`);
  return result.stdout;
}

/** Every file name and the text of every file in a zip. */
function zipContents(path: string): Promise<Array<{ name: string; text: string }>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files: Array<{ name: string; text: string }> = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.push({ name: entry.fileName, text: Buffer.concat(chunks).toString('latin1') });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(900_000);
  work = mkdtempSync(join(tmpdir(), 'gamesdk-release-hygiene-'));
  const clone = join(work, 'clone');
  const head = mustRun('git', ['rev-parse', 'HEAD'], ROOT).trim();
  mustRun('git', ['clone', '--quiet', '--shared', '--no-checkout', ROOT, clone], work);
  mustRun('git', ['checkout', '--quiet', head], clone);
  // The clone uses this checkout's installed dependencies, as a developer's checkout has its own.
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
  for (const folder of SHIPPING_FOLDERS) {
    const at = join(clone, folder);
    writeFileSync(join(at, '.env'), `API_KEY=${MARKER}\n`);
    mkdirSync(join(at, '.data'), { recursive: true });
    writeFileSync(join(at, '.data', 'state.json'), JSON.stringify({ secret: MARKER }));
    writeFileSync(join(at, 'upload-api.sqlite'), `SQLite format 3\0${MARKER}`);
    writeFileSync(join(at, 'notes-local.txt'), MARKER);
  }
  // An uncommitted edit to a tracked file that ships.
  appendFileSync(join(clone, 'unity-bridge/com.gamesdk.sdk/README.md'), `\n${MARKER}\n`);
  release = join(work, 'release');
  mustRun(process.execPath, [join(clone, 'scripts', 'release.mjs'), release], clone);
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the release still writes every artefact', () => {
  const files = readdirSync(release).sort();
  expect(files).toContain('SHA256SUMS');
  expect(files).toContain('gamesdk.js');
  expect(files.filter((name) => name.endsWith('.tgz')).length).toBeGreaterThanOrEqual(6);
  // The Defold library, the API reference and the Godot addon, each named with the release's version.
  expect(files.filter((name) => name.endsWith('.zip')).map((name) => name.replace(/-\d+\.\d+\.\d+\.zip$/, ''))).toEqual(['gamesdk-defold', 'gamesdk-docs', 'gamesdk-godot']);
});

test('no artefact holds an ignored, untracked or uncommitted file of the working tree', async () => {
  const checked: string[] = [];
  for (const file of readdirSync(release)) {
    const path = join(release, file);
    let names: string[] = [];
    let text: string;
    if (file.endsWith('.tgz')) {
      names = mustRun('tar', ['-tzf', path], work).trim().split('\n');
      text = gunzipSync(readFileSync(path)).toString('latin1');
    } else if (file.endsWith('.zip')) {
      const contents = await zipContents(path);
      names = contents.map((entry) => entry.name);
      text = contents.map((entry) => entry.text).join('\n');
    } else {
      text = readFileSync(path, 'latin1');
    }
    for (const name of names) expect(PLANTED_NAMES.some((planted) => name.split('/').includes(planted)), `${file}: ${name}`).toBe(false);
    expect(text.includes(MARKER), file).toBe(false);
    checked.push(file);
  }
  expect(checked.length).toBeGreaterThanOrEqual(9);
});
