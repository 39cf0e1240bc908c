#!/usr/bin/env node
// `npm run mock-platform -- <command>`: see `mock-platform --help`.
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));
