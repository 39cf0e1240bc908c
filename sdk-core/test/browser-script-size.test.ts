import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
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
});
