#!/usr/bin/env node
// `mock-platform <command>` (`npx mock-platform ...` in a game's project): see `mock-platform --help`.
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));
