// Global setup of the Playwright specs and the cross-browser run. Games ship their own gamesdk.js
// (the platform, and so the mock platform, serves none), so the fixture games that load it by a
// script tag get a copy of the current build here (git-ignored) before any spec serves them.
// `npm test` runs both suites side by side, so a copy is written only when it differs, and then
// beside the old one and renamed over it: the other suite never serves a half-written script.
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILT = fileURLToPath(new URL('../../browser-script/dist/gamesdk.js', import.meta.url));
const FIXTURE_ROOTS = ['../e2e/partner/fixtures/', '../e2e/checklist/fixtures/'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

export default function shipBrowserScript(): void {
  if (!existsSync(BUILT)) throw new Error(`missing ${BUILT}: run npm run build at the repository root first`);
  const built = readFileSync(BUILT);
  for (const root of FIXTURE_ROOTS) {
    for (const game of readdirSync(root, { withFileTypes: true })) {
      if (!game.isDirectory()) continue;
      const page = join(root, game.name, 'index.html');
      if (!existsSync(page) || !readFileSync(page, 'utf8').includes('src="gamesdk.js"')) continue;
      const copy = join(root, game.name, 'gamesdk.js');
      if (existsSync(copy) && readFileSync(copy).equals(built)) continue;
      const partial = `${copy}.${process.pid}.partial`;
      copyFileSync(BUILT, partial);
      renameSync(partial, copy);
    }
  }
}
