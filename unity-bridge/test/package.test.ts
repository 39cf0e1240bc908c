// The UPM package as Unity reads it: metadata, .meta files, the shipped browser script, and the
// generated ErrorCode enum in step with the core's error table.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readErrorTable } from '../../scripts/codegen/error-table.mjs';
import { emit, target } from '../../scripts/codegen/cs.mjs';
import { jspreFrom } from '../scripts/jspre.mjs';
import { assets, packageRoot } from '../scripts/meta.mjs';
import { jsprePath } from './support/emcc.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

describe('the com.gamesdk.sdk package', () => {
  it('is version 2.11.0 everywhere (the platform enum member needs 2.11.0)', () => {
    const manifest = JSON.parse(read('unity-bridge/com.gamesdk.sdk/package.json')) as { name: string; version: string; unity: string; samples: { path: string }[] };
    expect(manifest.name).toBe('com.gamesdk.sdk');
    expect(manifest.version).toBe('2.11.0');
    expect(read('unity-bridge/com.gamesdk.sdk/Runtime/Modules/Sdk.cs')).toContain('public const string Version = "2.11.0";');
    for (const sample of manifest.samples) expect(existsSync(join(packageRoot, sample.path))).toBe(true);
  });

  it('has a .meta for every asset and folder Unity imports, and none left over', () => {
    const wanted = new Set(assets().map((asset) => `${asset.path}.meta`));
    const present = (readdirSync(packageRoot, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.meta') && !f.includes('~'));
    expect([...wanted].filter((meta) => !present.includes(meta))).toEqual([]);
    expect(present.filter((meta) => !wanted.has(meta))).toEqual([]);
    const jslibMeta = readFileSync(join(packageRoot, 'Runtime/Plugins/WebGL/GameSdk.jslib.meta'), 'utf8');
    expect(jslibMeta).toMatch(/WebGL: WebGL\n {4}second:\n {6}enabled: 1/);
  });

  it('ships the current engines\' browser script, lowered to ES5, as its .jspre', () => {
    const built = join(repo, 'browser-script/dist/gamesdk-bridge-unity.js');
    expect(existsSync(built), 'run npm run build at the repository root').toBe(true);
    const shipped = readFileSync(jsprePath, 'utf8');
    expect(shipped === jspreFrom(readFileSync(built, 'utf8')), 'run npm run build, then npm run generate: the .jspre is stale').toBe(true);
    expect(shipped).toContain('/*! @gamesdk/core');
    expect(shipped.startsWith('"use strict"'), 'no strict mode leaks into Unity\'s framework').toBe(false);
  });

  it('adds one name to the scope it runs in, Sdk (the one the .jslib uses), and no TypeScript helper', () => {
    // A fresh context with only what the script reads while it loads (it resolves its platform from the page's URL).
    const scope = createContext({ URL, URLSearchParams, setTimeout, clearTimeout, console, location: new URL('https://game.example/index.html') });
    const before = new Set(Object.getOwnPropertyNames(scope));
    runInContext(readFileSync(jsprePath, 'utf8'), scope, { filename: 'gamesdk.jspre' });
    expect(Object.getOwnPropertyNames(scope).filter((name) => !before.has(name))).toEqual(['Sdk']);
    const sdk = (scope as { Sdk?: { initializeAsync?: unknown } }).Sdk;
    expect(typeof sdk?.initializeAsync).toBe('function');
    const jslib = readFileSync(join(packageRoot, 'Runtime/Plugins/WebGL/GameSdk.jslib'), 'utf8');
    expect(jslib).toMatch(/\bSdk\.bridge\.run\(/);
    expect(typeof (sdk as { bridge?: { run?: unknown } } | undefined)?.bridge?.run).toBe('function');
  });

  it('keeps the generated ErrorCode enum in step with the error table', () => {
    const table = readErrorTable();
    expect(target).toBe('unity-bridge/com.gamesdk.sdk/Runtime/Errors/ErrorCode.generated.cs');
    const generated = read(target);
    expect(generated).toBe(emit(table));
    for (const row of table) {
      expect(generated).toContain(`        ${row.unity},`);
      if (row.code !== 'UNKNOWN') expect(generated).toContain(`case "${row.code}": return ErrorCode.${row.unity};`);
    }
    expect(() => emit(table.filter((row) => row.code !== 'UNKNOWN'))).toThrow(/UNKNOWN/);
  });
});
