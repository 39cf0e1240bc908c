// Issue 31, item 3: every relative link in a README a release ships resolves inside the artefact
// that ships it (an npm tarball, the Unity package, the Defold zip, the Godot zip); the checker
// itself catches a planted dead link.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deadArtefactLinks, releasedArtefacts, type Artefact } from '../../scripts/docs/artefact-links.mjs';

const REPO = 'https://github.com/gamesdk/gamesdk';
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

describe('links in the READMEs a release ships', () => {
  const artefacts: Artefact[] = releasedArtefacts();

  it('covers every npm package, the Unity package, the Defold zip and the Godot zip', () => {
    const names = artefacts.map((artefact) => artefact.name);
    expect(names).toEqual(expect.arrayContaining(['the Unity package', 'the Defold library zip', 'the Godot addon zip', expect.stringMatching(/^gamesdk-core-.*\.tgz$/)]));
    for (const artefact of artefacts) expect(artefact.files.some((file) => /(^|\/)README\.md$/.test(file)), artefact.name).toBe(true);
  });

  it('every relative link resolves inside its artefact', () => {
    expect(artefacts.flatMap((artefact) => deadArtefactLinks(artefact))).toEqual([]);
  });

  it('a planted dead link, heading or file outside the artefact is reported', () => {
    const artefact = { name: 'planted', base: 'x', files: ['README.md', 'docs/guide.md', 'dist/index.js'] };
    const texts: Record<string, string> = {
      'README.md': `# Pkg\n\n## Use\n\n[ok](docs/guide.md#setup) [self](#use) [code](dist/index.js) [folder](dist/) [web](https://example.com/a.md) [repo](${REPO}/blob/v${version}/README.md#working-here)\n[gone](docs/missing.md) [up](../README.md#x) [nohead](docs/guide.md#nowhere) [selfgone](#nope) [main](${REPO}/blob/main/README.md) [nofile](${REPO}/blob/v${version}/nothing.md) [repohead](${REPO}/blob/v${version}/README.md#nowhere)\n`,
      'docs/guide.md': '# Guide\n\n## Setup\n',
    };
    expect(deadArtefactLinks(artefact, (path) => texts[path]!)).toEqual([
      'planted: README.md -> docs/missing.md (not in the artefact)',
      'planted: README.md -> ../README.md#x (not in the artefact)',
      'planted: README.md -> docs/guide.md#nowhere (no heading #nowhere)',
      'planted: README.md -> #nope (no heading #nope)',
      `planted: README.md -> ${REPO}/blob/main/README.md (not at the release's tag v${version})`,
      `planted: README.md -> ${REPO}/blob/v${version}/nothing.md (no such file in the repository)`,
      `planted: README.md -> ${REPO}/blob/v${version}/README.md#nowhere (no heading #nowhere)`,
    ]);
  });
});
