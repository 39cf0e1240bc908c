// The addon's README followed from an empty folder: the release zip (scripts/pack-godot-addon.mjs at the repository root) is
// unzipped into a fresh project holding only project.godot (with the autoload block the README says
// the plugin adds) and the README's own call sequence (main.gd, taken from the README's text), packed
// by our packer, exported with the addon's shell and its gamesdk.js beside the page, and played on the
// real Godot 4.6 web runtime on the mock platform: the platform sees the call sequence and the save.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { copyFileSync, createWriteStream, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import yauzl from 'yauzl';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { GODOT_BRIDGE, RUNTIME_FILES, exportedShell, runtimeFolder } from '../support/godot-runtime.mjs';
import { writePck } from '../../scripts/pck.mjs';
import { projectFiles } from '../../scripts/project-files.mjs';

/** The fenced block after `<!-- test: name -->` in the addon's README. */
function readmeBlock(name: string): string {
  const readme = readFileSync(join(GODOT_BRIDGE, 'addons', 'gamesdk', 'README.md'), 'utf8');
  const match = new RegExp(`<!-- test: ${name.replace('.', '\\.')} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (!match) throw new Error(`the addon's README has no block marked <!-- test: ${name} -->`);
  return match[1]!;
}

function unzip(zip: string, into: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const names: string[] = [];
    yauzl.open(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (entry.fileName.endsWith('/')) return file.readEntry();
        mkdirSync(dirname(join(into, entry.fileName)), { recursive: true });
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          stream.pipe(createWriteStream(join(into, entry.fileName))).on('close', () => file.readEntry());
        });
      });
      file.on('end', () => resolve(names));
      file.readEntry();
    });
  });
}

let scratch: string;
let platform: RunningMockPlatform;
let entries: string[];
test.beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'godot-installed-'));
  // As the release packs it (run, not imported: it shares the release's changelog helper), or a
  // release's own zip: GODOT_ADDON_ZIP=release/gamesdk-godot-<version>.zip npx playwright test installed
  let zip = process.env.GODOT_ADDON_ZIP ?? '';
  if (!zip) {
    zip = join(scratch, 'release', `gamesdk-godot-${JSON.parse(readFileSync(join(GODOT_BRIDGE, 'package.json'), 'utf8')).version}.zip`);
    execFileSync(process.execPath, [join(GODOT_BRIDGE, '..', 'scripts', 'pack-godot-addon.mjs'), dirname(zip)], { stdio: 'pipe' });
  }
  // An empty folder with a project.godot: the README's autoload block, as the plugin writes it.
  const project = join(scratch, 'my-game');
  mkdirSync(project);
  writeFileSync(join(project, 'project.godot'), `config_version=5\n\n[application]\n\nconfig/name="My Game"\nrun/main_scene="res://main.tscn"\nconfig/features=PackedStringArray("4.6")\n\n${readmeBlock('autoload')}`);
  writeFileSync(join(project, 'main.tscn'), '[gd_scene load_steps=2 format=3]\n\n[ext_resource type="Script" path="res://main.gd" id="1"]\n\n[node name="Main" type="Node"]\nscript = ExtResource("1")\n');
  writeFileSync(join(project, 'main.gd'), readmeBlock('main.gd'));
  entries = await unzip(zip, project);
  // The export: the engine, the shell as the export fills it, the pack, and gamesdk.js and
  // gamesdk-loading.js beside the page, as the addon's export plugin copies them.
  const exported = join(scratch, 'export');
  mkdirSync(exported);
  for (const file of RUNTIME_FILES) {
    try {
      linkSync(join(runtimeFolder(), file), join(exported, file));
    } catch {
      copyFileSync(join(runtimeFolder(), file), join(exported, file));
    }
  }
  const pack = writePck(projectFiles(project));
  writeFileSync(join(exported, 'index.pck'), pack);
  writeFileSync(join(exported, 'index.html'), exportedShell('My Game', pack.length));
  for (const file of ['gamesdk.js', 'gamesdk-loading.js']) copyFileSync(join(project, 'addons', 'gamesdk', 'web', file), join(exported, file));
  platform = await startMockPlatform({ games: { 'my-game': exported } });
});
test.afterAll(async () => {
  await platform?.close();
  rmSync(scratch, { recursive: true, force: true });
});

test('the release zip unzipped into an empty project runs the README call sequence on the real engine through the shell', async ({ page }) => {
  expect(entries.every((name) => name.startsWith('addons/gamesdk/'))).toBe(true);
  expect(entries).toEqual(expect.arrayContaining(['addons/gamesdk/plugin.cfg', 'addons/gamesdk/generated/game_sdk.gd', 'addons/gamesdk/web/shell.html', 'addons/gamesdk/web/gamesdk.js', 'addons/gamesdk/web/gamesdk-loading.js', 'addons/gamesdk/README.md', 'addons/gamesdk/LICENSE', 'addons/gamesdk/CHANGELOG.md']));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${platform.url}/play/my-game/index.html`);
  await expect.poll(async () => (await platform.control.getPlayerData()).data.save, { timeout: 60_000 }).toBe('{"level":2}');
  const calls = (await platform.control.getEvents()).map((entry) => entry.call);
  expect(calls.filter((call) => call !== 'loadingProgress')).toEqual(['pageLoad', 'init', 'gameReady', 'saveData']);

  // Checklist item 8 with the README's exit handler, the engine's frames stopped (a page the
  // platform hides stops requestAnimationFrame): the engine's next frame is requested, never run.
  await page.evaluate(() => {
    const counter = window as unknown as { frameRequests: number };
    counter.frameRequests = 0;
    window.requestAnimationFrame = () => ++counter.frameRequests;
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests)).toBeGreaterThan(0);
  expect(await platform.control.fire('exitRequested')).toMatchObject({ sessions: 1 });
  await expect
    .poll(async () => (await platform.control.getChecklist()).items.find((item) => item.key === 'save-on-exit'), { timeout: 10_000 })
    .toMatchObject({ status: 'pass' });
  const log = await platform.control.getEvents();
  const exit = log.find((entry) => entry.call === 'event.exit')!;
  const saved = log.find((entry) => entry.call === 'saveData' && entry.seq > exit.seq)!;
  expect(Date.parse(saved.at) - Date.parse(exit.at)).toBeLessThanOrEqual(5_000);
  expect(saved.outcome).toBe('ok');
  expect((await platform.control.getPlayerData()).data.save).toBe('{"level":2}');
  expect(errors).toEqual([]);
});
