// Playwright global setup. Games ship their own gamesdk.js (the platform, and so the mock
// platform, serves none), so the fixture games that load it by a script tag get a copy of the
// current build here (git-ignored) before any spec serves them.
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILT = fileURLToPath(new URL('../../browser-script/dist/gamesdk.js', import.meta.url));
const FIXTURE_ROOTS = ['../e2e/partner/fixtures/', '../e2e/checklist/fixtures/'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

export default function shipBrowserScript(): void {
  if (!existsSync(BUILT)) throw new Error(`missing ${BUILT}: run npm run build at the repository root first`);
  for (const root of FIXTURE_ROOTS) {
    for (const game of readdirSync(root, { withFileTypes: true })) {
      if (!game.isDirectory()) continue;
      const page = join(root, game.name, 'index.html');
      if (existsSync(page) && readFileSync(page, 'utf8').includes('src="gamesdk.js"')) copyFileSync(BUILT, join(root, game.name, 'gamesdk.js'));
    }
  }
}
