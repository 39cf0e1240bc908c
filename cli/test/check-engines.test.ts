// `gamesdk check` on engine builds: the stock templates of Unity (2021.3 to 6000.x) and Defold
// pass without a false finding; what the platform would reject in them is caught.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBuild } from '../src/index.js';
import { defoldBundle, defoldStockPage, unityBuild, unityDefaultPage, unityMinimalPage, type UnityCompression } from './fixtures/engine-builds.js';
import { makeZip, tempDir } from './support.js';

const temp = tempDir();
afterAll(() => temp.cleanup());
let count = 0;
const check = async (files: Record<string, string | Buffer>) => checkBuild(await makeZip(temp.dir, `engine-${++count}.zip`, files));
const notInfo = (findings: { severity: string }[]) => findings.filter((finding) => finding.severity !== 'info');

describe('Unity WebGL builds', () => {
  const servable: UnityCompression[] = ['disabled', 'fallback-gzip', 'fallback-brotli'];
  for (const compression of servable) {
    it(`passes the Default (2021.3 and 6000.x) and Minimal templates' output, compression ${compression}, with no finding but the page start's warning`, async () => {
      for (const page of [unityDefaultPage, (suffix: string) => unityDefaultPage(suffix, { unity6: true }), unityMinimalPage]) {
        const report = await check(unityBuild(compression, page));
        // Unity's own templates have no page start (the package's WebGL template carries one).
        expect(notInfo(report.findings)).toEqual([expect.objectContaining({ severity: 'warning', rule: 'PAGE_START_MISSING', file: 'index.html' })]);
        expect(report.ok).toBe(true);
        expect(report.sdk?.file).toMatch(/^Build\/web\.framework\.js/);
      }
    });
  }

  it('does not take the loader path joined to buildUrl for a root-absolute path, and still finds one that is', async () => {
    const build = unityBuild('disabled');
    const report = await check({ ...build, 'index.html': `${String(build['index.html'])}<script>var icon = "/TemplateData/icon.png";</script>\n` });
    expect(report.findings.filter((finding) => finding.rule === 'ROOT_ABSOLUTE_PATH').map((finding) => finding.message)).toEqual([
      '"/TemplateData/icon.png" is root-absolute; the platform serves games from a sub-path, so use a relative path ("TemplateData/icon.png")',
    ]);
  });

  for (const [compression, encoding] of [['gzip', 'gzip'], ['brotli', 'br']] as const) {
    it(`rejects ${compression} compression without Decompression Fallback: each Build file needs Content-Encoding: ${encoding}, and says how to fix it`, async () => {
      const report = await check(unityBuild(compression));
      const suffix = encoding === 'br' ? '.br' : '.gz';
      const found = report.findings.filter((finding) => finding.rule === 'CONTENT_ENCODING_REQUIRED');
      expect(found.map((finding) => finding.file)).toEqual([`Build/web.data${suffix}`, `Build/web.framework.js${suffix}`, `Build/web.wasm${suffix}`]);
      expect(found[0]).toMatchObject({ severity: 'reject', message: expect.stringContaining(`"Content-Encoding: ${encoding}"`) });
      expect(found[0]!.message).toContain('enable Decompression Fallback (files become .unityweb) or set Compression Format to Disabled');
      expect(report.ok).toBe(false);
    });
  }

  it('leaves a pre-compressed copy alone when the uncompressed file is there too (the page can load that one)', async () => {
    const report = await check({ ...unityBuild('disabled'), 'Build/web.data.br': Buffer.alloc(10) });
    expect(report.findings.map((finding) => finding.rule)).not.toContain('CONTENT_ENCODING_REQUIRED');
  });

  it('refuses a Unity build whose framework does not carry the game SDK', async () => {
    const report = await check(unityBuild('fallback-brotli', unityDefaultPage, false));
    expect(report.findings).toContainEqual(expect.objectContaining({ severity: 'reject', rule: 'SDK_NOT_INTEGRATED' }));
  });
});

describe('Defold HTML5 bundles', () => {
  it('passes the stock engine_template.html with html5.show_made_with_defold = 0 and the stock dmloader.js, with no finding but the page start\'s warning', async () => {
    const report = await check(defoldBundle(defoldStockPage(false)));
    // Its failure notices (opened from a file, no WebGL) keep their help links: shown only when the
    // game cannot run. It has no page start (the library's template has: below).
    expect(notInfo(report.findings)).toEqual([expect.objectContaining({ severity: 'warning', rule: 'PAGE_START_MISSING', file: 'index.html' })]);
    expect(report).toMatchObject({ ok: true, sdk: { file: 'gamesdk/gamesdk.js' } });
  });

  it('reports the default "Made with Defold" link as an external link (launch checklist item 9), naming the setting', async () => {
    const report = await check(defoldBundle(defoldStockPage(true)));
    const links = report.findings.filter((finding) => finding.rule === 'EXTERNAL_LINK');
    expect(links).toEqual([
      {
        severity: 'reject',
        rule: 'EXTERNAL_LINK',
        file: 'index.html',
        line: 28,
        message:
          'Defold\'s "Made with Defold" link to https://defold.com/ is an external link (launch checklist item 9: no external links); set show_made_with_defold = 0 in the [html5] section of game.project (or use the library\'s template, gamesdk/web/engine_template.html)',
      },
    ]);
    expect(report.ok).toBe(false);
  });

  it('reports any other link out of the game, also after a failure notice closed', async () => {
    const page = defoldStockPage(false).replace('</body>', '<p><a class="cta" href="//store.example.com/farm">Get the full game</a></p>\n</body>');
    const report = await check(defoldBundle(page));
    expect(report.findings.filter((finding) => finding.rule === 'EXTERNAL_LINK').map((finding) => finding.message)).toEqual([
      'a link to //store.example.com/farm leaves the game (launch checklist item 9: no external links, calls to action or outside sign-up prompts); remove it',
    ]);
  });

  it("passes a bundle made with the library's own template (gamesdk/web/engine_template.html), with no finding", async () => {
    const template = readFileSync(new URL('../../defold-bridge/gamesdk/web/engine_template.html', import.meta.url), 'utf8');
    // What Defold's bundler does to it, in short: sections on or off, variables filled.
    const page = template
      .replace(/\{\{#html5\.show_fullscreen_button\}\}|\{\{\/html5\.show_fullscreen_button\}\}|\{\{\^DEFOLD_SCALE_MODE_IS_NO_SCALE\}\}|\{\{\/DEFOLD_SCALE_MODE_IS_NO_SCALE\}\}/g, '')
      .replace(/\{\{\{?([\w.-]+)\}?\}\}/g, (_, name: string) => ({ 'project.title': 'Farm', 'project.version': '1.0', 'display.width': '960', 'display.height': '640', 'exe-name': 'farm' })[name] ?? '');
    expect(page).not.toContain('{{');
    const report = await check(defoldBundle(page));
    expect(notInfo(report.findings)).toEqual([]);
    // The template loads the SDK with the page: it counts in the first load.
    expect(report.first_load?.files).toContain('gamesdk/gamesdk.js');
  });

  it('refuses a Defold bundle without the game SDK', async () => {
    const report = await check(defoldBundle(defoldStockPage(false), false));
    expect(report.findings).toContainEqual(expect.objectContaining({ severity: 'reject', rule: 'SDK_NOT_INTEGRATED' }));
  });
});
