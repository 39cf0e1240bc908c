#!/usr/bin/env node
// `npm run verify-server` from the repository root: starts the verify and claim server (built code).
import { existsSync } from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(main)) {
  console.error('verify-server is not built: run `npm run build` (or `npm run build -w verify-server`) first.');
  process.exit(1);
}
await import(main.href);
