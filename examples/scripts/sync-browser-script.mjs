// Copies the SDK's browser script (browser-script/dist/gamesdk.js, built by `npm run build`) into the
// script-tag examples: a game ships its own gamesdk.js, so each example folder is an uploadable
// build as it is. With --check, fails when a shipped copy differs from the built script instead.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../../browser-script/dist/gamesdk.js', import.meta.url));
const shipped = ['web-game', 'hello'].map((game) => fileURLToPath(new URL(`../${game}/gamesdk.js`, import.meta.url)));

if (!existsSync(built)) {
  console.error(`missing ${built}: run npm run build at the repository root first`);
  process.exit(1);
}
const stale = shipped.filter((file) => !existsSync(file) || !readFileSync(file).equals(readFileSync(built)));
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`stale: ${stale.join(', ')} differ from browser-script/dist/gamesdk.js; run: npm run sync-browser-script -w @gamesdk/examples`);
    process.exit(1);
  }
  console.log('examples: every shipped gamesdk.js matches browser-script/dist/gamesdk.js');
} else {
  for (const file of stale) copyFileSync(built, file);
  console.log(stale.length ? `copied ${built} to ${stale.join(', ')}` : 'examples: already current');
}
