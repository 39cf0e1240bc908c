// The package graph: every @gamesdk import a workspace makes is declared in its package.json, the
// published packages depend one way, and the build order is the one computed from the declarations.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without declarations.
import { dependencyOrder, published, workspaces } from '../../scripts/workspaces.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Not a package: the vitest alias of the shared behaviour vectors (test/vectors/vectors.ts). */
const ALIASES = new Set(['@gamesdk/vectors']);
const SKIPPED = new Set(['node_modules', 'dist', 'build', '.artifacts', 'fixtures', 'com.gamesdk.sdk', 'gamesdk']);

interface Manifest {
  name: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const manifestOf = (folder: string): Manifest => JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return SKIPPED.has(name) ? [] : sources(path);
    return /\.(?:ts|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The @gamesdk packages a file imports: static imports and exports, import() and require() of a literal. */
function importsOf(file: string): string[] {
  // Doc comments show imports a game makes; only code counts.
  const text = readFileSync(file, 'utf8').split('\n').filter((line) => !/^\s*(?:\*|\/\/)/.test(line)).join('\n');
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|^import\s+)['"](@gamesdk\/[a-z0-9-]+)/gm)) found.add(match[1]!);
  return [...found];
}

describe('the package graph', () => {
  it('every @gamesdk package a workspace imports is declared in its package.json', () => {
    const undeclared: string[] = [];
    for (const folder of workspaces as string[]) {
      const manifest = manifestOf(folder);
      const declared = new Set([manifest.name, ...Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies })]);
      for (const file of sources(join(ROOT, folder))) {
        for (const name of importsOf(file)) if (!declared.has(name) && !ALIASES.has(name)) undeclared.push(`${file.slice(ROOT.length)} imports ${name}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('a published package installs with published packages only (none depends on a private workspace)', () => {
    const privateNames = new Set((workspaces as string[]).filter((folder) => !(published as string[]).includes(folder)).map((folder) => manifestOf(folder).name));
    const wrong = (published as string[]).flatMap((folder) => {
      const { dependencies = {}, peerDependencies = {} } = manifestOf(folder);
      return Object.keys({ ...dependencies, ...peerDependencies }).filter((name) => privateNames.has(name)).map((name) => `${folder} -> ${name}`);
    });
    expect(published).toEqual(expect.arrayContaining(['sdk-core', 'adapter-partner', 'cli', 'mock-platform', 'verify-server']));
    expect(wrong).toEqual([]);
  });

  it('builds and tests in the order computed from the declarations, and refuses a circle', () => {
    const order = workspaces as string[];
    for (const folder of order) {
      const { dependencies = {}, devDependencies = {}, peerDependencies = {} } = manifestOf(folder);
      for (const name of Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies })) {
        const needed = order.find((other) => manifestOf(other).name === name);
        if (needed) expect(order.indexOf(needed), `${folder} needs ${needed} first`).toBeLessThan(order.indexOf(folder));
      }
    }
    const circle = (folder: string): Manifest => ({ name: folder, dependencies: { [folder === 'a' ? 'b' : 'a']: '1' } });
    expect(() => dependencyOrder(['a', 'b'], circle)).toThrow('workspaces depend in a circle: a -> b -> a');
  });
});
