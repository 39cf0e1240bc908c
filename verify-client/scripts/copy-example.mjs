// Before `npm pack`: copies the example game backend (examples/game-backend, tested there) into
// the package as examples/game-backend, so the tarball ships it with a package.json a game
// project can run it from. The copy is ignored by git; its source is what git tracks.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const source = new URL('../../examples/game-backend/', import.meta.url);
const target = new URL('../examples/game-backend/', import.meta.url);
const examples = JSON.parse(readFileSync(new URL('../../examples/package.json', import.meta.url), 'utf8'));

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
for (const path of ['README.md', 'server.js', 'src']) cpSync(new URL(path, source), new URL(path, target), { recursive: true });
// @gamesdk/verify-client is not on a registry: the README installs it from the release's tarball.
const manifest = {
  name: 'game-backend',
  version: '1.0.0',
  private: true,
  type: 'module',
  scripts: { start: 'node server.js' },
  dependencies: { express: examples.dependencies.express },
};
writeFileSync(new URL('package.json', target), `${JSON.stringify(manifest, null, 2)}\n`);
