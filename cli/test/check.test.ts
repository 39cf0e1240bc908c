import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBuild } from '../src/index.js';
import { gamesdk, GOOD_BUILD, makeZip, PAGE_START, SDK_SCRIPT, tempDir } from './support.js';

const temp = tempDir();
afterAll(() => temp.cleanup());
let count = 0;
const zipOf = (files: Record<string, string | Buffer>, compress = true) => makeZip(temp.dir, `build-${++count}.zip`, files, compress);
const rules = (findings: { rule: string }[]) => findings.map((finding) => finding.rule);

describe('a build that passes', () => {
  it('exits 0 with the SDK location and the first-load estimate, as JSON on stdout', async () => {
    const result = await gamesdk(['check', await zipOf(GOOD_BUILD)]);
    expect(result.code).toBe(0);
    expect(result.json.ok).toBe(true);
    expect(result.json.sdk).toEqual({ file: 'gamesdk.js', line: 1 });
    expect(result.json.findings).toEqual([expect.objectContaining({ severity: 'info', rule: 'FIRST_LOAD' })]);
    // index.html, the stylesheet and both scripts load first; the level data and the image do not.
    expect(result.json.first_load).toMatchObject({ files: ['gamesdk.js', 'index.html', 'js/game.js', 'style.css'], mbps: 1.6, limit_seconds: 10, cross_origin_scripts: [] });
    expect(result.stderr).toContain('check passed');
  });

  it('checks a folder the same way', async () => {
    const folder = join(temp.dir, 'folder-build');
    for (const [name, content] of Object.entries(GOOD_BUILD)) {
      mkdirSync(join(folder, name, '..'), { recursive: true });
      writeFileSync(join(folder, name), content);
    }
    const report = await checkBuild(folder);
    expect(report).toMatchObject({ ok: true, source: { kind: 'folder', files: 6 } });
  });

  it('does not flag the real browser script of the game SDK', async () => {
    const browserScript = createRequire(import.meta.url).resolve('@gamesdk/browser-script/gamesdk.js');
    const report = await checkBuild(await zipOf({ 'index.html': `${PAGE_START}<script src="gamesdk.js"></script>`, 'gamesdk.js': readFileSync(browserScript) }));
    expect(report.findings.filter((finding) => finding.severity !== 'info')).toEqual([]);
    expect(report.sdk).toEqual({ file: 'gamesdk.js', line: 1 });
  });
});

describe('root-absolute paths (launch checklist item 10)', () => {
  it('finds a root-absolute script path with its file and line, and exits 1', async () => {
    const zip = await zipOf({ ...GOOD_BUILD, 'index.html': '<!doctype html>\n<title>x</title>\n<script src="/gamesdk.js"></script>\n' });
    const result = await gamesdk(['check', zip]);
    expect(result.code).toBe(1);
    expect(result.json.findings[0]).toEqual({
      severity: 'reject',
      rule: 'ROOT_ABSOLUTE_PATH',
      file: 'index.html',
      line: 3,
      message: '"/gamesdk.js" is root-absolute; the platform serves games from a sub-path, so use a relative path ("gamesdk.js")',
    });
    expect(result.stderr).toContain('reject  ROOT_ABSOLUTE_PATH: index.html:3: "/gamesdk.js" is root-absolute');
  });

  it('finds them in CSS and scripts, and leaves relative, protocol-relative and external URLs alone', async () => {
    const report = await checkBuild(
      await zipOf({
        ...GOOD_BUILD,
        'style.css': 'a { background: url(img/ok.png); }\nb { background: url("/img/bg.png"); }\n@import "/theme.css";\n',
        'js/game.js': 'fetch("levels/1.json");\nconst cdn = "//cdn.example.com/x.js";\nconst web = "https://example.com/a.png";\nconst re = /a/g; const p = "/";\nloader.load(\'/assets/hero.png\');\n',
      }),
    );
    const found = report.findings.filter((finding) => finding.rule === 'ROOT_ABSOLUTE_PATH').map(({ file, line }) => `${file}:${line}`);
    expect(found).toEqual(['js/game.js:5', 'style.css:2', 'style.css:3']);
  });
});

describe('the fix suggested for a root-absolute path', () => {
  it('is relative to the file that holds the reference (CSS and HTML), so the browser finds it', async () => {
    const result = await gamesdk([
      'check',
      await zipOf({
        'index.html': '<link rel="stylesheet" href="style/main.css"><script src="gamesdk.js"></script>',
        'gamesdk.js': SDK_SCRIPT,
        'style/main.css': '@import url(/style/fonts/a.css);',
        'style/fonts/a.css': '',
        'pages/help.html': '<img src="/img/logo.png">',
      }),
    ]);
    const messages = result.json.findings.filter((finding: { rule: string }) => finding.rule === 'ROOT_ABSOLUTE_PATH').map((finding: { file: string; message: string }) => [finding.file, finding.message.replace(/.*use a relative path /, '')]);
    expect(messages).toEqual([
      ['pages/help.html', '("../img/logo.png")'],
      ['style/main.css', '("fonts/a.css")'],
    ]);
  });
});

describe('where index.html is', () => {
  it('refuses index.html two levels down, naming where it is', async () => {
    const files = Object.fromEntries(Object.entries(GOOD_BUILD).map(([name, body]) => [`dist/web/${name}`, body]));
    const result = await gamesdk(['check', await zipOf(files)]);
    expect(result.code).toBe(1);
    expect(result.json.findings).toContainEqual({
      severity: 'reject',
      rule: 'INDEX_HTML_MISSING',
      message: 'no index.html at the zip root or one level down; found dist/web/index.html, too deep',
    });
    expect(result.json.index_html).toEqual({ file: null, deeper: ['dist/web/index.html'] });
  });

  it('rejects index.html one level down, as the platform will (the upload accepts it; launch review does not)', async () => {
    const zip = await zipOf(Object.fromEntries(Object.entries(GOOD_BUILD).map(([name, body]) => [`web/${name}`, body])));
    const result = await gamesdk(['check', zip]);
    expect(result.code).toBe(1);
    expect(result.json.findings).toContainEqual({
      severity: 'reject',
      rule: 'INDEX_HTML_NOT_AT_ROOT',
      file: 'web/index.html',
      message: 'index.html is one level down (web/index.html): the upload API accepts it, but the platform rejects a build whose index.html is not at the zip root (launch checklist item 10); zip the contents of web/ instead',
    });
    expect(result.json.index_html).toEqual({ file: 'web/index.html', deeper: [] });
    expect(result.json.first_load.files).toContain('web/js/game.js');
  });
});

describe('the SDKs', () => {
  it('refuses a build without the game SDK', async () => {
    const result = await gamesdk(['check', await zipOf({ 'index.html': '<script src="game.js"></script>', 'game.js': 'start();' })]);
    expect(result.code).toBe(1);
    expect(result.json.findings).toContainEqual(expect.objectContaining({ severity: 'reject', rule: 'SDK_NOT_INTEGRATED' }));
    expect(result.json.sdk).toBeNull();
  });

  it('finds the SDK inside a Unity framework.js.gz', async () => {
    const report = await checkBuild(
      await zipOf({
        'index.html': '<script src="Build/web.loader.js"></script>',
        'Build/web.loader.js': 'createUnityInstance()',
        'Build/web.framework.js.gz': gzipSync(`var a = 1;\nvar b = 2;\n${SDK_SCRIPT}`),
      }),
    );
    expect(report.sdk).toEqual({ file: 'Build/web.framework.js.gz', line: 3 });
    expect(report.first_load?.files).toEqual(['Build/web.framework.js.gz', 'Build/web.loader.js', 'index.html']);
  });

  it('finds the SDK in Unity decompression-fallback output (.unityweb, Brotli or gzip inside)', async () => {
    for (const compress of [brotliCompressSync, gzipSync]) {
      const report = await checkBuild(
        await zipOf({
          'index.html': '<script src="Build/web.loader.js"></script>',
          'Build/web.loader.js': 'createUnityInstance()',
          'Build/web.framework.js.unityweb': compress(Buffer.from(`var a = 1;\n${SDK_SCRIPT}`)),
        }),
      );
      expect(report.sdk).toEqual({ file: 'Build/web.framework.js.unityweb', line: 2 });
      expect(report.first_load?.files).toContain('Build/web.framework.js.unityweb');
    }
  });

  it('finds the SDK in Defold HTML5 output and counts its engine and archive in the first load', async () => {
    const report = await checkBuild(
      await zipOf({
        'index.html': '<script src="dmloader.js"></script>\n<script>EngineLoader.load("canvas", "farm");</script>',
        'dmloader.js': 'var EngineLoader = {};',
        'farm_wasm.js': `var Module = {};\n${SDK_SCRIPT}`,
        'farm.wasm': Buffer.alloc(2000),
        'archive/archive_files.json': '{"content":[]}',
        'archive/game.arcd': Buffer.alloc(3000),
        'archive/game.dmanifest': 'x',
      }),
    );
    expect(report).toMatchObject({ ok: true, sdk: { file: 'farm_wasm.js', line: 2 } });
    expect(report.first_load?.files).toEqual(['archive/archive_files.json', 'archive/game.arcd', 'archive/game.dmanifest', 'dmloader.js', 'farm.wasm', 'farm_wasm.js', 'index.html']);
  });

  it('refuses a bundled platform SDK: a partner-sdk.js file or a script defining PartnerSDK', async () => {
    const report = await checkBuild(
      await zipOf({ ...GOOD_BUILD, 'lib/partner-sdk.js': '// vendor copy\n', 'js/vendor.js': 'var x;\nwindow.PartnerSDK = { init() {} };\n' }),
    );
    const bundled = report.findings.filter((finding) => finding.rule === 'PLATFORM_SDK_BUNDLED').map(({ file, line }) => ({ file, line }));
    expect(bundled).toEqual([{ file: 'js/vendor.js', line: 2 }, { file: 'lib/partner-sdk.js', line: undefined }]);
    expect(report.ok).toBe(false);
  });

  it('warns when the page runs the SDK without the page start, naming the page; not for a page without the SDK', async () => {
    const index = '<!doctype html>\n<script src="gamesdk.js"></script>\n<script src="js/game.js"></script>\n';
    const report = await checkBuild(await zipOf({ ...GOOD_BUILD, 'index.html': index }));
    expect(report.findings.filter((finding) => finding.rule === 'PAGE_START_MISSING')).toEqual([
      { severity: 'warning', rule: 'PAGE_START_MISSING', file: 'index.html', message: expect.stringContaining('the platform\'s SDK downloads and its session opens only when the game calls initializeAsync') },
    ]);
    expect(report.ok).toBe(true);
    const withoutSdk = await checkBuild(await zipOf({ 'index.html': index, 'js/game.js': '' }));
    expect(rules(withoutSdk.findings)).not.toContain('PAGE_START_MISSING');
    expect(rules((await checkBuild(await zipOf(GOOD_BUILD))).findings)).not.toContain('PAGE_START_MISSING');
  });

  it('does not mistake reading the PartnerSDK global for defining it', async () => {
    const report = await checkBuild(await zipOf({ ...GOOD_BUILD, 'js/game.js': 'if (window.PartnerSDK === undefined) load();\nconst sdk = window.PartnerSDK;\n' }));
    expect(rules(report.findings)).not.toContain('PLATFORM_SDK_BUNDLED');
  });
});

describe('the zip itself', () => {
  it('refuses bytes that are not a zip', async () => {
    const path = join(temp.dir, 'not.zip');
    writeFileSync(path, randomBytes(500));
    const result = await gamesdk(['check', path]);
    expect(result.code).toBe(1);
    expect(result.json).toMatchObject({ ok: false, findings: [{ severity: 'reject', rule: 'ZIP_UNREADABLE' }] });
  });

  it('refuses entry names that climb out of the build', async () => {
    const bytes = readFileSync(await zipOf({ ...GOOD_BUILD, 'xx/evil.js': 'x' }));
    const path = join(temp.dir, 'climb.zip');
    writeFileSync(path, Buffer.from(bytes.toString('latin1').replaceAll('xx/evil.js', '../evil.js'), 'latin1'));
    const report = await checkBuild(path);
    expect(report.findings).toEqual([expect.objectContaining({ rule: 'ZIP_UNREADABLE', message: expect.stringContaining('../evil.js') })]);
  });

  it('refuses a zip over the size limit and a zip bomb', async () => {
    const zip = await zipOf(GOOD_BUILD);
    expect(rules((await checkBuild(zip, { maxBytes: 100 })).findings)).toContain('BUILD_TOO_LARGE');
    const bomb = await checkBuild(await zipOf({ ...GOOD_BUILD, 'zeros.bin': Buffer.alloc(32 * 1024 * 1024) }));
    expect(bomb.findings).toContainEqual(expect.objectContaining({ severity: 'reject', rule: 'ZIP_BOMB', file: 'zeros.bin', message: expect.stringMatching(/^zeros\.bin expands \d+ times \(zip bomb\)$/) }));
    // Judged from declared sizes: none of the bomb's files was inflated to scan it.
    expect(bomb.sdk).toBeNull();
    expect((await checkBuild(zip)).sdk).not.toBeNull();
  });
});

describe('first load against the 10-second rule', () => {
  it('rejects (exit 1) a build whose first load takes 10 s or more on the link it names, and names the heaviest files', async () => {
    const zip = await zipOf(
      {
        'index.html': `<script src="gamesdk.js"></script><script src="Build/web.loader.js"></script>`,
        'gamesdk.js': SDK_SCRIPT,
        'Build/web.loader.js': 'x',
        'Build/web.data': randomBytes(1_500_000),
        'StreamingAssets/later.bundle': randomBytes(3_000_000),
      },
      false,
    );
    const result = await gamesdk(['check', zip, '--mbps', '1']);
    expect(result.code).toBe(1);
    const slow = result.json.findings.find((finding: { rule: string }) => finding.rule === 'FIRST_LOAD_SLOW');
    expect(slow.severity).toBe('reject');
    expect(slow.message).toMatch(/^1\.5 MB in 4 files load before startGameAsync: about 12 s at 1 Mbit\/s, over the 10-second first-load rule \(launch checklist item 1\)/);
    expect(slow.message).toMatch(/Largest: Build\/web\.data 1\.5 MB, gamesdk\.js \d+ bytes, index\.html \d+ bytes, Build\/web\.loader\.js 1 byte\./);
    // It says which files it counted, and that what the game's scripts preload adds to it.
    expect(slow.message).toContain("Counted (Build/web.data, Build/web.loader.js, gamesdk.js, index.html): index.html, what its tags load (scripts, stylesheets, preloads, images), the files the engine's config names and the engine's start-up files. Not counted, and adding to it: round trips, and what the game's scripts load before calling startGameAsync (modules they import, files they fetch, the assets a preloader loads).");
    expect(result.json.first_load.files).not.toContain('StreamingAssets/later.bundle');
    expect(result.json.first_load.largest[0]).toEqual({ file: 'Build/web.data', bytes: 1_500_000 });
    expect(result.stderr).toContain('check failed: the platform would reject this build');
  });

  it("estimates on launch checklist item 1's mobile link (1.6 Mbit/s) unless --mbps names another", async () => {
    const files = { 'index.html': '<script src="gamesdk.js"></script>', 'gamesdk.js': SDK_SCRIPT, 'Build/web.data': randomBytes(1_900_000) };
    const zip = await zipOf(files, false);
    const onMobile = await gamesdk(['check', zip]);
    // 1.9 MB is 9.5 s at 1.6 Mbit/s: under the rule; 2.0 MB would not be.
    expect(onMobile.json.first_load).toMatchObject({ mbps: 1.6, estimated_seconds: 9.5 });
    expect(onMobile.json.findings.find((finding: { rule: string }) => finding.rule === 'FIRST_LOAD').message).toContain("at 1.6 Mbit/s (launch checklist item 1's mobile link)");
    expect(onMobile.code).toBe(0);
    const over = await gamesdk(['check', await zipOf({ ...files, 'Build/web.data': randomBytes(2_000_000) }, false)]);
    expect(over.json.first_load.estimated_seconds).toBe(10);
    expect(over.code).toBe(1);
    expect((await gamesdk(['check', zip, '--mbps', '1.2'])).code).toBe(1);
    expect((await gamesdk(['check', zip, '--mbps', '8'])).json.first_load).toMatchObject({ mbps: 8, estimated_seconds: 1.9 });
  });

  it('follows the stylesheets a CSS file @imports, and prints a small size in KB', async () => {
    const result = await gamesdk([
      'check',
      await zipOf({
        'index.html': '<link rel="stylesheet" href="style/main.css"><script src="gamesdk.js"></script>',
        'gamesdk.js': SDK_SCRIPT,
        'style/main.css': '@import "theme.css";\n@import url(fonts/faces.css);\nbody{}',
        'style/theme.css': '@import url("../shared/base.css");',
        'style/fonts/faces.css': 'x'.repeat(2000),
        'shared/base.css': 'y'.repeat(1000),
        'style/unused.css': 'z'.repeat(50_000),
      }),
    ]);
    expect(result.json.first_load.files).toEqual(['gamesdk.js', 'index.html', 'shared/base.css', 'style/fonts/faces.css', 'style/main.css', 'style/theme.css']);
    const summary = result.json.findings.find((finding: { rule: string }) => finding.rule === 'FIRST_LOAD');
    expect(summary.message).toMatch(/^\d+\.\d KB in 6 files load before startGameAsync/);
    expect(summary.message).toContain('Counted (gamesdk.js, index.html, shared/base.css, style/fonts/faces.css, style/main.css and 1 more)');
  });

  it('speaks of one file and one byte in the singular', async () => {
    const result = await gamesdk(['check', await zipOf({ 'index.html': 'x', 'gamesdk.js': SDK_SCRIPT })]);
    expect(result.json.first_load.files).toEqual(['index.html']);
    const summary = result.json.findings.find((finding: { rule: string }) => finding.rule === 'FIRST_LOAD');
    expect(summary.message).toMatch(/^1 byte in 1 file loads before startGameAsync: about 0 s at 1\.6 Mbit\/s \(launch checklist item 1's mobile link\) \(rule: under 10 s\)\. Largest: index\.html 1 byte\. Counted \(index\.html\): /);
  });
});

it('answers usage errors with exit 2', async () => {
  expect((await gamesdk(['check'])).code).toBe(2);
  expect((await gamesdk(['check', join(temp.dir, 'nope.zip')])).stderr).toContain('no such file or folder');
  expect((await gamesdk(['check', 'a', 'b'])).code).toBe(2);
  for (const bad of ['fast', '0', '1e3', '0.05', '20000']) {
    expect((await gamesdk(['check', temp.dir, '--mbps', bad])).stderr).toContain('--mbps must be a number from 0.1 to 10000 (megabits per second, such as 1.6)');
  }
});
