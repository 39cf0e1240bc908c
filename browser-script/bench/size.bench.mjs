// The browser scripts' sizes, raw and gzipped (level 9). Prints figures; asserts nothing (the
// budgets are tests). Needs a build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

for (const [label, file] of [['web script (gamesdk.js)', 'gamesdk.js'], ['engines\' script (gamesdk-bridge.js, with Sdk.bridge)', 'gamesdk-bridge.js']]) {
  const script = readFileSync(new URL(`../dist/${file}`, import.meta.url));
  console.log(`${label}: ${script.length} bytes raw, ${gzipSync(script, { level: 9 }).length} bytes gzipped`);
}
