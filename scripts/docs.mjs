// `npm run docs`: writes the API reference (a static site) to dist/docs/, or to --out <dir>;
// `--zip <dir>` also packs it as gamesdk-docs-<version>.zip there (the release does). The site is
// built, not committed: `npm run generate -- --check` builds it in memory and fails when a source
// it reads has drifted from the manifest or a link would be dead.
import { copyFileSync, createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import yazl from 'yazl';
import { buildSite } from './docs/site.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Writes the site's files under `out` (emptied first). */
export function writeSite(files, out) {
  rmSync(out, { recursive: true, force: true });
  for (const [path, content] of files) {
    const target = join(out, path);
    mkdirSync(dirname(target), { recursive: true });
    if (typeof content === 'string') writeFileSync(target, content);
    else copyFileSync(content.file, target);
  }
}

/** Packs the site as `gamesdk-docs-<version>.zip` in `dir`, everything under `gamesdk-docs-<version>/`, in a fixed order; resolves its path. */
export function packSite(files, dir) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const name = `gamesdk-docs-${version}`;
  mkdirSync(dir, { recursive: true });
  const target = join(dir, `${name}.zip`);
  const zip = new yazl.ZipFile();
  const fixed = { mtime: new Date(Date.UTC(2000, 0, 1)) };
  for (const path of [...files.keys()].sort()) {
    const content = files.get(path);
    if (typeof content === 'string') zip.addBuffer(Buffer.from(content), `${name}/${path}`, fixed);
    else zip.addBuffer(readFileSync(content.file), `${name}/${path}`, fixed);
  }
  zip.end();
  return new Promise((done, fail) => {
    zip.outputStream.pipe(createWriteStream(target)).on('close', () => done(target)).on('error', fail);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, zip: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log('usage: npm run docs [-- --out <dir>] [--zip <dir>]\n  writes the API reference to dist/docs/ (or <dir>); --zip also packs gamesdk-docs-<version>.zip into <dir>');
    process.exit(0);
  }
  try {
    const files = buildSite();
    const out = resolve(values.out ?? join(root, 'dist', 'docs'));
    writeSite(files, out);
    console.log(`API reference: ${files.size} files in ${out}; open ${join(out, 'index.html')}`);
    if (values.zip) console.log(`packed ${await packSite(files, resolve(values.zip))}`);
  } catch (error) {
    console.error(`npm run docs: ${error.message}`);
    process.exit(1);
  }
}
