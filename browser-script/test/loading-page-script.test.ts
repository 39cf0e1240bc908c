// The engines' loading page as shipped (dist/gamesdk-loading.js, the file `npm run generate`
// copies into each engine's template): its size, its syntax, and that a page running it after the
// SDK's script gets GameSdkLoading, which starts that page's Sdk.
import { existsSync, readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

const script = new URL('../dist/gamesdk-loading.js', import.meta.url);
/**
 * It loads on every engine page before the engine's download starts: tiny, 1,600 bytes gzipped
 * (gzip level 9). It weighed 1,508 when written; lower the ceiling when it shrinks, never raise it
 * without saying what the bytes buy.
 */
const BUDGET_GZIP_BYTES = 1_600;

describe('the loading page, dist/gamesdk-loading.js', () => {
  it('is built (run `npm run build` first)', () => {
    expect(existsSync(script)).toBe(true);
  });

  it(`stays within ${BUDGET_GZIP_BYTES} bytes gzipped`, () => {
    expect(gzipSync(readFileSync(script), { level: 9 }).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  it('carries none of the SDK (the page loads the SDK\'s own script before it)', () => {
    const text = readFileSync(script, 'utf8');
    for (const name of ['initializeAsync', 'setLoadingProgress']) expect(text).toContain(name);
    // Names only the SDK's scripts carry: its error table and its bridge host.
    for (const name of ['PLAYER_NOT_AUTHENTICATED', 'is not an operation of this SDK']) expect(text, name).not.toContain(name);
    expect(readFileSync(new URL('../dist/gamesdk-bridge.js', import.meta.url), 'utf8')).toContain('PLAYER_NOT_AUTHENTICATED'); // the check can fail
  });

  it('parses as ECMAScript 2020, as the SDK\'s scripts do (Chrome 80, Safari 13.1 web views)', () => {
    expect(() => parse(readFileSync(script, 'utf8'), { ecmaVersion: 2020 })).not.toThrow();
  });

  it('run on a page after the SDK\'s script, defines GameSdkLoading, whose start initialises that page\'s Sdk', async () => {
    const calls: string[] = [];
    const Sdk = { initializeAsync: () => (calls.push('initializeAsync'), Promise.resolve()), setLoadingProgress: (n: number) => calls.push(`progress ${n}`) };
    const window: Record<string, unknown> = { Sdk, setTimeout, clearTimeout, Date, URL, console, baseURI: 'https://game.example/' };
    window.window = window;
    runInContext(readFileSync(script, 'utf8'), createContext(window), { filename: 'gamesdk-loading.js' });
    const loading = (window.GameSdkLoading as { start(): { initialized: Promise<void>; progress(fraction: number): void } }).start();
    await loading.initialized;
    loading.progress(1);
    expect(calls).toEqual(['initializeAsync', 'progress 0', 'progress 80']);
    expect((window.GameSdkLoading as { downloadShare: number }).downloadShare).toBe(80);
  });
});
