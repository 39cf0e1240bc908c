// The Unity stubs the package compiles against are no wider than Unity: every public type and
// member they declare in Unity's namespaces is in test/fixtures/unity-api.json, which names the
// declaration of each in Unity's C# reference source (checked on 2021.3, 2022.3 and 6000.0 with
// scripts/unity-api-check.mjs; README "Unity API checked"). Test steering stays out of Unity's
// namespaces and out of the package.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileEditorStub, compileStub, mcs, packageDir } from './support/mono.js';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const { checks } = JSON.parse(readFileSync(at('fixtures/unity-api.json'), 'utf8')) as { checks: Record<string, { file: string; pattern: string }> };

describe('the Unity stubs', () => {
  it('declare exactly the types and members checked in Unity\'s C# reference source', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unity-bridge-surface-'));
    const engine = compileStub(dir);
    const editor = compileEditorStub(dir);
    const probe = join(dir, 'StubSurface.exe');
    mcs(['-target:exe', `-out:${probe}`, at('cs/StubSurface.cs')]);
    const surface = execFileSync('mono', [probe, engine, editor], { encoding: 'utf8' }).trim().split('\n');
    expect(surface.filter((line) => !(line in checks)), 'a stub member with no check: find its declaration in UnityCsReference and add it').toEqual([]);
    expect(Object.keys(checks).filter((line) => !surface.includes(line)), 'a check for a member the stubs no longer have').toEqual([]);
    for (const { file, pattern } of Object.values(checks)) {
      expect(file).toMatch(/^(Runtime|Editor|Modules)\/.+\.cs$/);
      expect(() => new RegExp(pattern)).not.toThrow();
    }
  });

  it('keep their test steering out of the package: no package file names UnityStubControl', () => {
    const sources = (readdirSync(packageDir, { recursive: true, encoding: 'utf8' }) as string[]).filter((path) => path.endsWith('.cs'));
    expect(sources.filter((path) => readFileSync(join(packageDir, path), 'utf8').includes('UnityStubControl'))).toEqual([]);
  });

  it('the Editor assembly is for the Editor only, and nothing in Runtime uses UnityEditor', () => {
    const asmdef = JSON.parse(readFileSync(join(packageDir, 'Editor', 'GameSdk.Editor.asmdef'), 'utf8')) as { name: string; includePlatforms: string[]; references: string[] };
    expect(asmdef).toMatchObject({ name: 'GameSdk.Editor', includePlatforms: ['Editor'], references: [] });
    const runtime = (readdirSync(join(packageDir, 'Runtime'), { recursive: true, encoding: 'utf8' }) as string[]).filter((path) => path.endsWith('.cs'));
    expect(runtime.filter((path) => /\bUnityEditor\b/.test(readFileSync(join(packageDir, 'Runtime', path), 'utf8')))).toEqual([]);
  });
});
