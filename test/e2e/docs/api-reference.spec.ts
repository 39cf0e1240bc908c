// Acceptance (issue 24, item 4): `npm run docs` writes the API reference; in Chromium every page is
// opened, every internal link followed (pages and the ids of their fragments), and none is dead.
// Each module has its page, each operation its TypeScript, C# and Lua spelling side by side.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { serveStatic, type StaticServer } from '../../support/static-server.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REPOSITORY = 'https://github.com/gamesdk/gamesdk';
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

let out: string;
let site: StaticServer;

test.beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'gamesdk-docs-'));
  const run = spawnSync('npm', ['run', '--silent', 'docs', '--', '--out', out], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  expect(run.status, run.stderr).toBe(0);
  site = await serveStatic({ '/': `${out}/` });
});
test.afterAll(async () => {
  await site?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

test('every internal link of the API reference leads to a page, and every fragment to an element of it', async ({ page }) => {
  test.setTimeout(180_000);
  const origin = new URL(site.url).origin;
  const visited = new Set<string>();
  const queue = [`${site.url}/index.html`];
  const dead: string[] = [];
  let fragments = 0;
  while (queue.length) {
    const url = queue.shift()!;
    if (visited.has(url)) continue;
    visited.add(url);
    const response = await page.goto(url);
    if (!response || response.status() !== 200) {
      dead.push(`${url}: ${response?.status() ?? 'no answer'}`);
      continue;
    }
    const links = await page.$$eval('a[href], img[src], link[href]', (elements) => elements.map((element) => (element as HTMLAnchorElement).href || (element as HTMLImageElement).src));
    for (const link of links) {
      const target = new URL(link);
      if (target.origin !== origin) {
        // Another site; into the repository only at the release's tag (the build checks the file exists).
        if (link.startsWith(`${REPOSITORY}/`) && !link.startsWith(`${REPOSITORY}/blob/v${version}/`) && !link.startsWith(`${REPOSITORY}/tree/v${version}/`)) dead.push(`${url}: ${link} (not at v${version})`);
        continue;
      }
      const [pagePart] = link.split('#');
      if (target.hash) {
        fragments++;
        const id = decodeURIComponent(target.hash.slice(1));
        const here = pagePart === url.split('#')[0];
        const found = here
          ? await page.evaluate((wanted) => document.getElementById(wanted) !== null, id)
          : await page.context().request.get(pagePart!).then(async (answer) => answer.ok() && (await answer.text()).includes(`id="${id}"`));
        if (!found) dead.push(`${url}: ${link} (no element ${id})`);
      }
      if (pagePart!.endsWith('.html')) queue.push(pagePart!);
      else if (!visited.has(pagePart!)) {
        visited.add(pagePart!);
        const answer = await page.context().request.get(pagePart!);
        if (!answer.ok()) dead.push(`${url}: ${link} (${answer.status()})`);
      }
    }
  }
  expect(dead).toEqual([]);
  const pages = [...visited].filter((url) => url.endsWith('.html'));
  // Every page written was reached from the index.
  const written = readdirSync(out, { recursive: true }).map(String).filter((name) => name.endsWith('.html'));
  expect(pages.length).toBe(written.length);
  expect(fragments).toBeGreaterThan(100);
  // The whole product: a guide per part, each reached from the index.
  for (const slug of ['install', 'call-sequence', 'purchase-recovery', 'game-backend', 'cli', 'local-testing', 'loading-screen-modes', 'control-surface', 'dashboard', 'launch-checklist', 'contributing']) expect(pages).toContain(`${site.url}/guides/${slug}.html`);
});

test('a page per module, each operation spelled in TypeScript, C#, Lua and GDScript side by side', async ({ page }) => {
  const modules = readdirSync(join(out, 'modules'));
  expect(modules).toEqual(expect.arrayContaining(['sdk.html', 'data.html', 'player.html', 'auth.html', 'notifications.html', 'iap.html', 'haptics.html']));
  await page.goto(`${site.url}/modules/iap.html`);
  const purchase = page.locator('section#purchaseAsync');
  await expect(purchase.locator('table.engines th')).toHaveText(['TypeScript', 'C# (Unity)', 'Lua (Defold)', 'GDScript (Godot)']);
  const cells = purchase.locator('table.engines tbody tr').first().locator('td');
  await expect(cells.nth(0)).toContainText('Sdk.iap.purchaseAsync(options: PurchaseOptions): Promise<Purchase>');
  await expect(cells.nth(1)).toContainText('Task<Purchase> Sdk.Sdk.Iap.PurchaseAsync(PurchaseOptions options)');
  await expect(cells.nth(2)).toContainText('sdk.iap_purchase(options, [callback])');
  await expect(cells.nth(3)).toContainText('await GameSdk.iap.purchase(options: Variant) -> Result');
  await expect(purchase.locator('a[href="../errors.html#IAP_PURCHASE_CANCELLED"]')).toBeVisible();
  // Limits and the platform's behaviour: the registration prompt's message.
  await page.goto(`${site.url}/modules/auth.html#showRegistrationPrompt`);
  await expect(page.locator('section#showRegistrationPrompt')).toContainText('registrationMessageMax = 140');
  // Haptics resolves quietly on the partner platform: no FEATURE_NOT_SUPPORTED listed for it.
  await page.goto(`${site.url}/modules/haptics.html`);
  await expect(page.locator('section#triggerAsync')).not.toContainText('FEATURE_NOT_SUPPORTED');
  await expect(page.locator('section#triggerAsync .partner').first()).toContainText('does nothing: it succeeds');
});
