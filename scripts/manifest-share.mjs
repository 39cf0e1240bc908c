// Prints the operation manifest's size and how much of it is one engine's: the bytes of each
// operation's fields (as written, minified JSON) grouped by whom they serve. Unity-only: `unity`;
// Defold-only: `lua`, `luaSample`, `defoldJs`; neutral: every other field (the TypeScript types
// included, which every engine's generator reads). `node scripts/manifest-share.mjs [file]`.
import { readFileSync, statSync } from 'node:fs';
import { operationsPath } from './codegen/tables/operations.mjs';

const file = process.argv[2] ?? operationsPath;
const ENGINE = { unity: 'unity', lua: 'defold', luaSample: 'defold', defoldJs: 'defold' };
const { operations } = JSON.parse(readFileSync(file, 'utf8'));
const bytes = { unity: 0, defold: 0, neutral: 0 };
for (const op of operations) {
  for (const [key, value] of Object.entries(op)) bytes[ENGINE[key] ?? 'neutral'] += Buffer.byteLength(`"${key}":${JSON.stringify(value)}`);
}
const total = bytes.unity + bytes.defold + bytes.neutral;
const share = (n) => `${n} B (${((100 * n) / total).toFixed(1)}%)`;
console.log(`${file}: ${statSync(file).size} B on disk, ${operations.length} operations; fields ${total} B`);
console.log(`  unity-only ${share(bytes.unity)}, defold-only ${share(bytes.defold)}, neutral ${share(bytes.neutral)}`);
