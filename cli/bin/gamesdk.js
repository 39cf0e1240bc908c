#!/usr/bin/env node
// The `gamesdk` command: runs the built CLI (npm run build -w cli) with this process's arguments.
let cli;
try {
  cli = await import('../dist/main.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/main.js')) throw error;
  console.error('gamesdk is not built yet: run `npm run build` (or `npm run build -w cli`) in the repository first');
  process.exit(2);
}
process.exitCode = await cli.runCli(process.argv.slice(2));
