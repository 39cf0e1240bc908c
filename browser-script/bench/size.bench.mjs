// The browser script's size, raw and gzipped (level 9). Prints figures; asserts nothing (the budget
// is a test). Needs a build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const script = readFileSync(new URL('../dist/gamesdk.js', import.meta.url));
console.log(`browser script: ${script.length} bytes raw, ${gzipSync(script, { level: 9 }).length} bytes gzipped`);
