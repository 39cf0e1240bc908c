// The public C# API held still: every public type and member of the compiled runtime, with its
// signature, [Obsolete] message and doc comment, listed by reflection under mono and compared with
// the checked-in listing (test/fixtures/public-surface.txt). Generating the module methods from the
// manifest must leave this listing unchanged; an intended API change rewrites it with
// UPDATE_PUBLIC_SURFACE=1 and shows up in review as a diff of that file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileRuntime, mcs } from './support/mono.js';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const fixture = at('./fixtures/public-surface.txt');

function listSurface(): string {
  const dir = mkdtempSync(join(tmpdir(), 'unity-bridge-surface-'));
  execFileSync('mcs', ['-langversion:7.2', '-nologo', '-target:library', `-out:${join(dir, 'UnityEngine.dll')}`, '-r:System.Json.dll', at('./stubs/UnityEngine.cs'), at('./stubs/JsonUtility.cs')], { stdio: 'pipe', timeout: 300_000 });
  const runtime = compileRuntime(dir, 'GameSdk.Runtime', []);
  const lister = join(dir, 'PublicSurface.exe');
  mcs(['-target:exe', `-out:${lister}`, '-r:System.Xml.dll', at('./cs/PublicSurface.cs')]);
  return execFileSync('mono', [lister, runtime, join(dir, 'GameSdk.Runtime.xml')], { encoding: 'utf8', timeout: 120_000 });
}

describe('the public C# API', () => {
  it('is the checked-in listing: names, signatures, [Obsolete] aliases and doc comments', () => {
    const listed = listSurface();
    if (process.env.UPDATE_PUBLIC_SURFACE === '1') writeFileSync(fixture, listed);
    expect(listed.split('\n').length).toBeGreaterThan(300);
    expect(listed).toBe(readFileSync(fixture, 'utf8'));
  });
});
