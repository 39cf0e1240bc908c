// What a release ships never speaks of a later release: no README, changelog, doc comment or
// manifest in the repository names a version of this SDK (same major) above the one being
// released (the root package.json's), as a "since" note naming the next minor once did.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED = new Set(['node_modules', 'dist', 'build', '.artifacts', '.data', 'release', '.git', 'Library', 'Temp']);
const TEXT = /\.(?:md|ts|mts|js|mjs|cs|lua|json|script_api|html|cpp|h|yml|yaml|txt)$/;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return SKIPPED.has(name) ? [] : files(path);
    return TEXT.test(name) && name !== 'package-lock.json' ? [path] : [];
  });
}

describe('versions named in what a release ships', () => {
  it('none is later than the release', () => {
    const [major, minor, patch] = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version.split('.').map(Number) as [number, number, number];
    const later: string[] = [];
    const scanned = files(ROOT);
    for (const file of scanned) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?<![\w.^~>=<-])v?(\d+)\.(\d+)\.(\d+)(?![\w.])/g)) {
        const [m, n, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
        if (m === major && (n > minor || (n === minor && p > patch))) later.push(`${file.slice(ROOT.length)}: ${match[0]}`);
      }
    }
    expect(scanned.length).toBeGreaterThan(200);
    expect(later).toEqual([]);
  });
});
