// The package as a game backend installs it: `npm install` of its tarball in an empty folder
// installs this one package and nothing else; Node loads it with `import` and with `require`;
// TypeScript finds its types from an ES module and from a CommonJS one; and the code it ships
// names no Node built-in (it runs wherever fetch does); it ships the example game backend.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const TSC = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));

describe('the installed tarball', () => {
  let work: string;
  let project: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'verify-client-pack-'));
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: PACKAGE, encoding: 'utf8' })) as Array<{ filename: string; files: Array<{ path: string }> }>;
    project = join(work, 'backend');
    execFileSync('mkdir', [project]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'backend', version: '1.0.0', private: true }));
    execFileSync('npm', ['install', '--no-fund', '--no-audit', '--offline', join(work, packed!.filename)], { cwd: project, encoding: 'utf8' });
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('installs exactly one package', () => {
    const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages).filter((path) => path !== '')).toEqual(['node_modules/@gamesdk/verify-client']);
    expect(readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['@gamesdk']);
    expect(readdirSync(join(project, 'node_modules', '@gamesdk'))).toEqual(['verify-client']);
  });

  it('loads with import and with require, the same API', () => {
    const api = "['createVerifyClient','VerifyClientError','retryAfterMs','createGrantHandler','toNodeHandler'].map((name) => name + ':' + typeof m[name]).join(' ') + ' ' + m.retryAfterMs('3')";
    const esm = execFileSync(process.execPath, ['--input-type=module', '-e', `import * as m from '@gamesdk/verify-client'; console.log(${api});`], { cwd: project, encoding: 'utf8' });
    const cjs = execFileSync(process.execPath, ['-e', `const m = require('@gamesdk/verify-client'); console.log(${api});`], { cwd: project, encoding: 'utf8' });
    expect(esm.trim()).toBe('createVerifyClient:function VerifyClientError:function retryAfterMs:function createGrantHandler:function toNodeHandler:function 3000');
    expect(cjs).toBe(esm);
  });

  it('gives TypeScript its types from an ES module and from a CommonJS module', () => {
    const use = `
const client = createVerifyClient({ baseUrl: 'http://127.0.0.1:8787' });
export async function grant(token: string, purchaseToken: string): Promise<boolean> {
  const result = await client.verify({ kind: 'purchase', token });
  const productId: string = result.claims.productId;
  try {
    return (await client.claim({ token, purchaseToken })).claimed && productId !== '';
  } catch (error) {
    if (error instanceof VerifyClientError && error.code === 'ledger_unavailable') return false;
    throw error;
  }
}
// @ts-expect-error: not a code of the client
export const wrong: VerifyClientErrorCode = 'no_such_code';
`;
    writeFileSync(join(project, 'esm.mts'), `import { createVerifyClient, VerifyClientError, type VerifyClientErrorCode } from '@gamesdk/verify-client';\n${use}`);
    writeFileSync(join(project, 'cjs.cts'), `import { createVerifyClient, VerifyClientError, type VerifyClientErrorCode } from '@gamesdk/verify-client';\n${use}`);
    // Without Node's types: what the package declares must be enough where only fetch exists.
    const compilerOptions = { noEmit: true, strict: true, module: 'node16', moduleResolution: 'node16', target: 'es2022', lib: ['es2022', 'dom'], types: [] };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['esm.mts', 'cjs.cts'] }));
    const trace = execFileSync(process.execPath, [TSC, '-p', '.', '--traceResolution'], { cwd: project, encoding: 'utf8' });
    expect(trace).toMatch(/'@gamesdk\/verify-client' was successfully resolved to '[^']*\/dist\/index\.d\.ts'/);
    expect(trace).toMatch(/'@gamesdk\/verify-client' was successfully resolved to '[^']*\/dist\/index\.d\.cts'/);
  });

  it('ships code that names no Node built-in and no other package', () => {
    const dist = join(project, 'node_modules', '@gamesdk', 'verify-client', 'dist');
    for (const file of ['index.js', 'index.cjs']) {
      const code = readFileSync(join(dist, file), 'utf8');
      expect(code).not.toMatch(/\bfrom\s*['"]|\brequire\s*\(|\bimport\s*\(/);
      expect(code).not.toMatch(/\bnode:|\bprocess\.|\bBuffer\b/);
    }
  });

  it('ships the example game backend, which grants through the handler of the package it ships in', () => {
    const example = join(project, 'node_modules', '@gamesdk', 'verify-client', 'examples', 'game-backend');
    expect(readdirSync(example).sort()).toEqual(['README.md', 'package.json', 'server.js', 'src']);
    expect(readdirSync(join(example, 'src')).sort()).toEqual(['app.js', 'grant-purchase.js', 'save-store.js']);
    expect(JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'))).toMatchObject({ type: 'module', scripts: { start: 'node server.js' }, dependencies: { express: expect.any(String) } });
    expect(readFileSync(join(example, 'src', 'app.js'), 'utf8')).toContain("import { createGrantHandler, toNodeHandler } from '@gamesdk/verify-client';");
  });
});
