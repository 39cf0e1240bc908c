// The relative links of the READMEs (any .md) a release ships, checked against the artefact that
// ships them: an npm tarball (the package's `files`, as `npm pack` lists them), the Unity package
// (its folder, as git tracks it), the Defold library zip and the Godot addon zip (their packers'
// entries). A link resolves when it names a file or folder of that artefact and, with a fragment
// into a Markdown file, a heading of it. A link leaving the artefact is dead for whoever unpacked
// it: it must be an absolute URL (the repository at a tag, the docs site) instead.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { LIBRARY_ENTRIES } from '../pack-defold-library.mjs';
import { ADDON } from '../pack-godot-addon.mjs';
import { published } from '../workspaces.mjs';
import { slugOf } from './guides.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Files git tracks under `folder` (relative to the repository root), relative to `folder`. The
 * release builds in an export of HEAD (`git archive`, no .git), where every file is a tracked one:
 * there the files on disk are read instead, less what the build and the install add.
 */
const tracked = (folder) => {
  const paths = existsSync(`${ROOT}.git`)
    ? execFileSync('git', ['ls-files', '-z', '--', folder || '.'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean)
    : readdirSync(`${ROOT}${folder || '.'}`, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => posix.relative(ROOT, `${entry.parentPath ?? entry.path}/${entry.name}`.split('\\').join('/')))
        .filter((path) => !/(^|\/)(node_modules|dist|\.artifacts)\//.test(path));
  return paths.map((path) => (folder ? posix.relative(folder, path) : path));
};

/** The engines' artefacts (no npm pack needed): the Unity package, the Defold library zip, the Godot addon zip; each { name, base, files }. */
export function engineArtefacts() {
  const unity = { name: 'the Unity package', base: 'unity-bridge/com.gamesdk.sdk', files: tracked('unity-bridge/com.gamesdk.sdk') };
  const defold = { name: 'the Defold library zip', base: 'defold-bridge', files: tracked('defold-bridge').filter((path) => LIBRARY_ENTRIES.some((entry) => path === entry || path.startsWith(`${entry}/`))) };
  const godot = { name: 'the Godot addon zip', base: 'godot-bridge', files: [...tracked('godot-bridge').filter((path) => path.startsWith(`${ADDON}/`)), `${ADDON}/LICENSE`] };
  return [unity, defold, godot];
}

/** Every artefact a release ships READMEs in: { name, base (its folder in the repository), files (paths inside it) }. */
export function releasedArtefacts() {
  const npm = published.map((folder) => {
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: `${ROOT}${folder}`, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return { name: packed.filename, base: folder, files: packed.files.map((file) => file.path) };
  });
  return [...npm, ...engineArtefacts()];
}

const REPOSITORY = 'https://github.com/gamesdk/gamesdk';
const VERSION = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')).version;
let trackedFiles;

/** Why a link into the repository is dead (not at this release's tag, no such tracked file or heading), or null. */
export function repositoryLinkFault(href) {
  const match = /^https:\/\/github\.com\/gamesdk\/gamesdk\/(blob|tree)\/([^/]+)\/([^#]*)(?:#(.*))?$/.exec(href);
  if (!match) return 'not a file of the repository at a tag';
  const [, , tag, path, hash] = match;
  if (tag !== `v${VERSION}`) return `not at the release's tag v${VERSION}`;
  trackedFiles ??= new Set(tracked(''));
  const target = decodeURI(path).replace(/\/$/, '');
  if (!trackedFiles.has(target) && ![...trackedFiles].some((file) => file.startsWith(`${target}/`))) return 'no such file in the repository';
  if (hash && target.endsWith('.md') && !anchorsOf(readFileSync(`${ROOT}${target}`, 'utf8')).has(hash)) return `no heading #${hash}`;
  return null;
}

/** The links and images of a Markdown text, as written. */
export function linksOf(markdown) {
  const hrefs = [];
  new Marked({ gfm: true }).parse(markdown, { walkTokens: (token) => { if (token.type === 'link' || token.type === 'image') hrefs.push(token.href); } });
  return hrefs;
}

/** The anchors of a Markdown text's headings. */
const anchorsOf = (markdown) => new Set(new Marked({ gfm: true }).lexer(markdown).filter((token) => token.type === 'heading').map((token) => slugOf(token.text)));

/**
 * The dead relative links of one artefact: `read(path)` gives a shipped file's text (default: the
 * repository's copy). Answers "artefact: file -> link (why)" lines.
 */
export function deadArtefactLinks({ name, base, files }, read = (path) => readFileSync(`${ROOT}${base}/${path}`, 'utf8')) {
  const shipped = new Set(files);
  const isFolder = (path) => files.some((file) => file.startsWith(`${path}/`));
  const dead = [];
  for (const file of files.filter((path) => path.endsWith('.md'))) {
    const text = read(file);
    for (const href of linksOf(text)) {
      if (href.startsWith(`${REPOSITORY}/`)) {
        const why = repositoryLinkFault(href);
        if (why) dead.push(`${name}: ${file} -> ${href} (${why})`);
        continue;
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue; // absolute: another site
      const [path, hash = ''] = href.split('#');
      const target = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), decodeURI(path))).replace(/\/$/, '');
      if (target.startsWith('../') || (!shipped.has(target) && !isFolder(target))) {
        dead.push(`${name}: ${file} -> ${href} (not in the artefact)`);
        continue;
      }
      if (hash && target.endsWith('.md') && !anchorsOf(target === file ? text : read(target)).has(hash)) dead.push(`${name}: ${file} -> ${href} (no heading #${hash})`);
    }
  }
  return dead;
}
