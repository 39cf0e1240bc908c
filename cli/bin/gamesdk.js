#!/usr/bin/env node
// The `gamesdk` command: runs the built CLI (npm run build -w cli) with this process's arguments.
import { runCli } from '../dist/main.js';

process.exitCode = await runCli(process.argv.slice(2));
