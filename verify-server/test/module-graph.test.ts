// The server's module graph holds no private key: what `verify-server` (dist/main.js) and
// `@gamesdk/verify-server` (dist/index.js) load never contains the development key's private
// part; only `@gamesdk/verify-server/token` does. Walks the built files' static imports.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { DEV_PLATFORM_PRIVATE_JWK } from '@gamesdk/verify-server/token';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const IMPORT = /(?:^|[;\s])(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every file of dist reachable from `entry` through relative static or dynamic imports. */
function moduleGraph(entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    const text = readFileSync(path, 'utf8');
    files.set(path, text);
    for (const match of text.matchAll(IMPORT)) visit(resolve(dirname(path), match[1]!));
    for (const match of text.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) visit(resolve(dirname(path), match[1]!));
  };
  visit(resolve(DIST, entry));
  return files;
}

const privatePart = DEV_PLATFORM_PRIVATE_JWK.d!;

it.each(['main.js', 'index.js'])('dist/%s and everything it imports hold no private key', (entry) => {
  expect(existsSync(resolve(DIST, entry)), 'the test script builds first').toBe(true);
  const graph = moduleGraph(entry);
  expect(graph.size).toBeGreaterThan(1);
  for (const [path, text] of graph) {
    expect(text.includes(privatePart), path).toBe(false);
    expect(/["']?d["']?\s*:\s*["'][A-Za-z0-9_-]{43}["']/.test(text), path).toBe(false);
  }
});

it('dist/token.js holds the development private key (the walk finds it where it is)', () => {
  expect([...moduleGraph('token.js').values()].some((text) => text.includes(privatePart))).toBe(true);
});
