import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

const script = new URL('../dist/gamesdk.js', import.meta.url);
/** The browser script's budget: 12 KB gzipped (12 * 1024 bytes, gzip level 9). */
const BUDGET_GZIP_BYTES = 12 * 1024;

describe('the browser script', () => {
  it('is built (run `npm run build` first)', () => {
    expect(existsSync(script)).toBe(true);
  });

  it(`stays within ${BUDGET_GZIP_BYTES} bytes gzipped`, () => {
    const gzipped = gzipSync(readFileSync(script), { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  it('carries the banner build checks detect the SDK by, and defines the global Sdk', () => {
    const text = readFileSync(script, 'utf8');
    expect(text.startsWith('/*! @gamesdk/core ')).toBe(true);
    expect(text).toMatch(/var Sdk\s*=/);
  });

  it('parses as ECMAScript 2020, so mobile web views from Chrome 80 and Safari 13.1 on run it', () => {
    const text = readFileSync(script, 'utf8');
    expect(() => parse(text, { ecmaVersion: 2020 })).not.toThrow();
    // The check can fail: the newer syntax the source is written in does not parse as 2020.
    expect(() => parse('let a; a ??= 1;', { ecmaVersion: 2020 })).toThrow();
  });
});
