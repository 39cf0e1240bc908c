// JavaScript and TypeScript snippets that run in a game's page, and HTML pages, in Chromium on the
// mock platform: one browser, one platform, one page reloaded per snippet. TypeScript is stripped
// by esbuild; a block with import/export is bundled by esbuild from this workspace's packages.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, transform } from 'esbuild';
import { chromium, type Page } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { chromiumLaunchOptions } from '../support/chromium-launch.js';
import { ROOT, type Ran, type Snippet } from './collect.mjs';

const SNIPPET_TIMEOUT_MS = 15_000;
/** The game backend the docs name (another origin than the platform's): answered by the harness. */
const BACKEND = 'https://api.example-game.com';

/** The harnesses a marker may name for a block that runs in the page ("game" needs no marker). */
export const BROWSER_HARNESSES = ['engine-page'];

/**
 * Harness "engine-page" (marked): the page an engine template writes, the engines' script and the
 * loading page's script (`gamesdk-loading.js`, whose `GameSdkLoading.start` initialises the SDK
 * itself), with the game's names; the block runs as a fragment, as in "game".
 *
 * Harness "game": a page of the game on the platform with the browser script (`Sdk`), initialised
 * and started unless the snippet initialises it itself, and the game's own names the fragments use.
 * The player is a guest, or a registered one when the snippet schedules notifications (they reach
 * registered players only). Every checkout is bought, every share sheet shared and every
 * registration completed.
 */
const GAME_NAMES = `
  const state = { level: 3 };
  const level = 3;
  const save = { gems: 0, tokens: [], grantedTokens: [] };
  const serialise = (value) => JSON.stringify(value);
  const canvas = document.createElement('canvas');
  const pause = () => {};
  const resume = () => {};
  const log = (...words) => console.log(...words);
  const showFriends = (friends) => console.log('friends', friends.length);
  const offer = (productId, text) => console.log('offer', productId, text);
  const gemsFor = () => 100;
  const granted = [];
  const hasToken = (token) => granted.includes(token);
  const claim = async (purchase) => ({ productId: purchase.productId, granted: true, consume: true, items: {} });
  const grant = (purchase) => { granted.push(purchase.purchaseToken); };
  const recovery = { hasToken, claim, grant };
  const backend = { claim: async () => ({ productId: 'gems_100', granted: true, consume: true, items: {} }) };
`;

const withTimeout = <T>(work: Promise<T>, what: string) =>
  Promise.race([work, new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what} did not finish in ${SNIPPET_TIMEOUT_MS / 1000} s`)), SNIPPET_TIMEOUT_MS))]);

const hasModuleSyntax = (code: string) => /^\s*(import|export)\s/m.test(code);

/** What a page reported going wrong (uncaught errors and rejections). */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function runFragment(page: Page, gameUrl: string, snippet: Snippet): Promise<void> {
  await page.goto(gameUrl);
  const initialises = /initializeAsync\(/.test(snippet.code) || snippet.harness === 'engine-page';
  if (!initialises) await withTimeout(page.evaluate(async () => { await Sdk.initializeAsync(); await Sdk.startGameAsync(); }), 'the harness\'s start');
  const wrapped = `(async () => {${GAME_NAMES}\nawait (async () => {\n${snippet.code}\n})();\n})()`;
  const { code } = await transform(wrapped, { loader: snippet.language === 'ts' ? 'ts' : 'js', target: 'es2022' });
  await withTimeout(page.evaluate(code.replace(/;\s*$/, '')), 'the snippet');
}

async function runModule(page: Page, gameUrl: string, snippet: Snippet): Promise<void> {
  const bundled = await build({
    stdin: { contents: `${snippet.code}\nwindow.__snippetDone = true;`, loader: snippet.language === 'ts' ? 'ts' : 'js', resolveDir: ROOT },
    bundle: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, logLevel: 'silent',
  });
  await page.goto(gameUrl);
  await page.addScriptTag({ type: 'module', content: bundled.outputFiles[0]!.text });
  await page.waitForFunction(() => (window as unknown as { __snippetDone?: boolean }).__snippetDone === true, null, { timeout: SNIPPET_TIMEOUT_MS });
}

/**
 * Harness "page": the block is a page of the game (in a body of its own); it must load with `Sdk`
 * defined, and a page that starts the game must reach the platform's gameReady.
 */
async function runPage(page: Page, platform: RunningMockPlatform, baseUrl: string, folder: string, snippet: Snippet, index: number): Promise<void> {
  writeFileSync(join(folder, `snippet-${index}.html`), `<!doctype html>\n<html><head><meta charset="utf-8"></head><body>\n${snippet.code}\n</body></html>\n`);
  const before = (await platform.control.getEvents()).length;
  await page.goto(`${baseUrl}snippet-${index}.html?sdk_platform=partner`);
  if (!(await page.evaluate(() => typeof Sdk === 'object'))) throw new Error('the page has no Sdk after loading');
  if (/startGameAsync\(/.test(snippet.code)) {
    const started = Date.now();
    while (!(await platform.control.getEvents()).slice(before).some((entry) => entry.call === 'gameReady')) {
      if (Date.now() - started > SNIPPET_TIMEOUT_MS) throw new Error('the page never reached gameReady on the platform');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Runs every browser snippet; a snippet fails on a throw, a rejection or an uncaught page error. */
export async function runInBrowser(snippets: Snippet[]): Promise<Ran[]> {
  const folder = mkdtempSync(join(tmpdir(), 'snippets-game-'));
  for (const file of ['gamesdk.js', 'gamesdk-bridge.js', 'gamesdk-loading.js']) copyFileSync(join(ROOT, `browser-script/dist/${file}`), join(folder, file));
  const pageOf = (scripts: string[]) => `<!doctype html>\n<html><head><meta charset="utf-8">${scripts.map((src) => `<script src="${src}"></script>`).join('')}</head><body></body></html>\n`;
  writeFileSync(join(folder, 'index.html'), pageOf(['gamesdk.js']));
  writeFileSync(join(folder, 'engine-page.html'), pageOf(['gamesdk-bridge.js', 'gamesdk-loading.js']));
  const platform = await startMockPlatform({ games: { snippets: folder } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const ran: Ran[] = [];
  try {
    const baseUrl = `${platform.url}/play/snippets/`;
    const pageUrl = (snippet: Snippet) => `${baseUrl}${snippet.harness === 'engine-page' ? 'engine-page' : 'index'}.html?sdk_platform=partner`;
    for (const [index, snippet] of snippets.entries()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.setDefaultTimeout(SNIPPET_TIMEOUT_MS);
      if (process.env.SNIPPETS_VERBOSE) console.log(`browser: ${snippet.source}:${snippet.line}`);
      await page.route(`${BACKEND}/**`, (route) =>
        route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }, contentType: 'application/json', body: JSON.stringify({ productId: 'gems_100', granted: true, consume: true, items: {} }) }),
      );
      const errors = watch(page);
      const harness = snippet.language === 'html' ? 'page' : hasModuleSyntax(snippet.code) ? 'module' : snippet.harness ?? 'game';
      await platform.control.setOutcome('checkout', 'buy');
      await platform.control.setOutcome('share', 'share');
      await platform.control.setOutcome('registration', 'register');
      await platform.control.setPlayer({ registered: /Sdk\.notifications\./.test(snippet.code) });
      let error: string | undefined;
      try {
        if (harness === 'page') await runPage(page, platform, baseUrl, folder, snippet, index);
        else if (harness === 'module') await withTimeout(runModule(page, pageUrl(snippet), snippet), 'the snippet');
        else await runFragment(page, pageUrl(snippet), snippet);
        if (errors.length) throw new Error(`the page reported: ${errors.join('; ')}`);
      } catch (failure) {
        error = (failure as Error).message.split('\n').slice(0, 6).join('\n');
      }
      // A page that does not close fails its snippet, named, instead of holding the whole run
      // until the suite's limit (one full run hung here for minutes, nothing said which block).
      try {
        await withTimeout(context.close(), 'closing the snippet\'s page');
      } catch (failure) {
        error ??= (failure as Error).message;
      }
      ran.push({ snippet, harness, ...(error === undefined ? {} : { error }) });
    }
  } finally {
    await browser.close();
    await platform.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return ran;
}
