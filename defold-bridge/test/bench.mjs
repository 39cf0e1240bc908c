// Prints the bridge's figures (test/lua/bench.lua on the test host). Builds the host first.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extensionSources, TEST_HOST_SOURCES } from './native/sources.mjs';

const bridge = fileURLToPath(new URL('..', import.meta.url));
const host = `${bridge}build/gamesdk-test-host`;
mkdirSync(`${bridge}build`, { recursive: true });
// The same sources as the suite's host (test/native/sources.mjs), optimised.
const built = spawnSync('g++', ['-std=c++17', '-O2', '-DGAMESDK_TEST_HOST', '-isystem', 'test/native', '-isystem', '/usr/include/lua5.1', ...extensionSources(bridge), ...TEST_HOST_SOURCES, '-lluajit-5.1', '-o', host], { cwd: bridge, stdio: 'inherit' });
if (built.status !== 0) process.exit(1);
const run = spawnSync(host, ['test/lua/bench.lua'], { cwd: bridge, stdio: 'inherit', timeout: 120_000 });
process.exit(run.status ?? 1);
