// A newcomer installs only from the release's tarballs, and npm answers 404 for any @gamesdk
// package a command leaves out (none is on a registry). So every `npm install` of release tarballs
// a README writes names each @gamesdk package those tarballs depend on (the Defold README's mock
// platform line once missed verify-client, which verify-server needs), and the READMEs an engine
// artefact ships, read in a game project with no npm packages, name the tarball of every command
// they run with npx (`npx gamesdk` outside a project that installed it asks the registry for a
// package `gamesdk` and stops with a 404).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineArtefacts } from '../../scripts/docs/artefact-links.mjs';
// @ts-expect-error: a plain ES module of the repository's scripts, without declarations.
import { published } from '../../scripts/workspaces.mjs';

const ROOT = new URL('../../', import.meta.url);

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  bin?: Record<string, string>;
}

const manifests: Manifest[] = (published as string[]).map((folder) => JSON.parse(readFileSync(new URL(`${folder}/package.json`, ROOT), 'utf8')) as Manifest);
/** `gamesdk-core` (the tarball's name without its version) to the package's manifest. */
const byTarball = new Map(manifests.map((manifest) => [manifest.name.replace(/^@/, '').replace('/', '-'), manifest]));
const TARBALL = /gamesdk-([a-z-]+?)-(?:\d+\.\d+\.\d+|<version>)\.tgz/g;

/** The `npm install` commands of a text, a command continued by `\` at line ends joined into one. */
const installCommands = (text: string): string[] =>
  [...text.replace(/\\\n\s*/g, '').matchAll(/npm install\b[^`\n]*/g)].map((match) => match[0].trim()).filter((command) => command.includes('.tgz'));

/** The faults of one README's install commands: "<file>: <package> needs <dependency>, not in: <command>". */
export function missingDependencies(file: string, text: string): string[] {
  const faults: string[] = [];
  for (const command of installCommands(text)) {
    const named = new Set([...command.matchAll(TARBALL)].map((match) => byTarball.get(`gamesdk-${match[1]}`)?.name).filter(Boolean));
    for (const name of named) {
      const manifest = manifests.find((candidate) => candidate.name === name)!;
      for (const dependency of Object.keys(manifest.dependencies ?? {}).filter((dep) => dep.startsWith('@gamesdk/'))) {
        if (!named.has(dependency)) faults.push(`${file}: ${name} needs ${dependency}, not in: ${command}`);
      }
    }
  }
  return faults;
}

/** The commands a README runs with npx whose tarball it never names: "<file>: npx <bin> (<tarball>)". */
export function unnamedTools(file: string, text: string): string[] {
  const faults: string[] = [];
  for (const [tarball, manifest] of byTarball) {
    for (const bin of Object.keys(manifest.bin ?? {})) {
      if (new RegExp(`npx ${bin}\\b`).test(text) && !text.includes(`${tarball}-`)) faults.push(`${file}: npx ${bin} (${tarball}-<version>.tgz)`);
    }
  }
  return faults;
}

const tracked = (pattern: string): string[] =>
  execFileSync('git', ['ls-files', '-z', '--', pattern], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter((path) => path && !path.includes('/fixtures/'));
const read = (path: string): string => readFileSync(new URL(path, ROOT), 'utf8');

describe('install commands in the READMEs', () => {
  it('every npm install of release tarballs names each @gamesdk package they depend on', () => {
    const readmes = tracked('*README.md');
    expect(readmes.length).toBeGreaterThan(10);
    expect(readmes.flatMap((path) => missingDependencies(path, read(path)))).toEqual([]);
  });

  it('the READMEs of the engine artefacts name the tarball of every npx command they run', () => {
    const engines = engineArtefacts();
    expect(engines.map((artefact) => artefact.name)).toEqual(['the Unity package', 'the Defold library zip', 'the Godot addon zip']);
    const readmes = engines.flatMap((artefact) => artefact.files.filter((file) => file.endsWith('README.md')).map((file) => `${artefact.base}/${file}`));
    expect(readmes).toContain('godot-bridge/addons/gamesdk/README.md');
    expect(readmes.flatMap((path) => unnamedTools(path, read(path)))).toEqual([]);
  });

  it('a planted command missing a dependency, and an npx command with no tarball, are reported', () => {
    const text = 'npm install --save-dev $R/gamesdk-cli-2.11.0.tgz \\\n  $R/gamesdk-verify-server-2.11.0.tgz $R/gamesdk-mock-platform-2.11.0.tgz\n`npm install $R/gamesdk-verify-client-2.11.0.tgz express`\n';
    expect(missingDependencies('planted.md', text)).toEqual([
      'planted.md: @gamesdk/verify-server needs @gamesdk/verify-client, not in: npm install --save-dev $R/gamesdk-cli-2.11.0.tgz $R/gamesdk-verify-server-2.11.0.tgz $R/gamesdk-mock-platform-2.11.0.tgz',
      'planted.md: @gamesdk/mock-platform needs @gamesdk/adapter-partner, not in: npm install --save-dev $R/gamesdk-cli-2.11.0.tgz $R/gamesdk-verify-server-2.11.0.tgz $R/gamesdk-mock-platform-2.11.0.tgz',
      'planted.md: @gamesdk/mock-platform needs @gamesdk/core, not in: npm install --save-dev $R/gamesdk-cli-2.11.0.tgz $R/gamesdk-verify-server-2.11.0.tgz $R/gamesdk-mock-platform-2.11.0.tgz',
    ]);
    expect(unnamedTools('planted.md', 'Then `npx gamesdk check export` and `npx mock-platform serve export`, after npm install $R/gamesdk-cli-2.11.0.tgz.')).toEqual([
      'planted.md: npx mock-platform (gamesdk-mock-platform-<version>.tgz)',
    ]);
  });
});
