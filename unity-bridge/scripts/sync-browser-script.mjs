// Puts the SDK's browser script into the Unity package as a .jspre, which Unity prepends to the
// WebGL build's JavaScript: games add no script tag. jspre.mjs says what changes on the way. Run
// after sdk-core's build:browser (the root build does both, in order).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jspreFrom } from './jspre.mjs';

const source = fileURLToPath(new URL('../../browser-script/dist/gamesdk.js', import.meta.url));
const target = fileURLToPath(new URL('../com.gamesdk.sdk/Runtime/Plugins/WebGL/gamesdk.jspre', import.meta.url));

if (!existsSync(source)) {
  console.error(`unity-bridge build: ${source} is missing; run npm run build at the repository root first`);
  process.exit(1);
}
writeFileSync(target, jspreFrom(readFileSync(source, 'utf8')));
console.log('unity-bridge build: wrote com.gamesdk.sdk/Runtime/Plugins/WebGL/gamesdk.jspre from browser-script/dist/gamesdk.js (lowered to ES5)');

// New files get their Unity .meta (a git-URL install is read-only and Unity skips assets without one).
await import('./meta.mjs').then(({ assets, metaOf, packageRoot }) => {
  for (const { path, isFolder } of assets()) {
    const meta = `${packageRoot}${path}.meta`;
    if (!existsSync(meta)) writeFileSync(meta, metaOf(path, isFolder));
  }
});
