// Copies the SDK's browser script (browser-script/dist/gamesdk.js, built by `npm run build`) into the
// extension's bundled web resources, where the HTML5 build picks it up as gamesdk/gamesdk.js.
// With --check, fails when the shipped copy differs from the built script instead.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../../browser-script/dist/gamesdk.js', import.meta.url));
const shipped = fileURLToPath(new URL('../gamesdk/res/web/gamesdk/gamesdk.js', import.meta.url));

if (!existsSync(built)) {
  console.error(`missing ${built}: run npm run build at the repository root first`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (!existsSync(shipped) || !readFileSync(shipped).equals(readFileSync(built))) {
    console.error('stale: defold-bridge/gamesdk/res/web/gamesdk/gamesdk.js differs from browser-script/dist/gamesdk.js; run: npm run sync-browser-script -w @gamesdk/defold-bridge-tests');
    process.exit(1);
  }
  console.log('defold-bridge: the bundled browser script matches browser-script/dist/gamesdk.js');
} else {
  mkdirSync(dirname(shipped), { recursive: true });
  copyFileSync(built, shipped);
  console.log(`copied ${built} to ${shipped}`);
}
