// What the LuaJIT test host is built from, for the suite (test/run.mjs) and the bench
// (test/bench.mjs) alike, so neither can link a stale list.
import { readdirSync } from 'node:fs';

/**
 * Every C++ source of the extension, as Defold's build server compiles every file in its src
 * folder; paths relative to the bridge folder.
 * @param {string} bridge the bridge folder, ending in '/'
 * @returns {string[]}
 */
export function extensionSources(bridge) {
  return readdirSync(`${bridge}gamesdk/src`).filter((f) => f.endsWith('.cpp')).sort().map((f) => `gamesdk/src/${f}`);
}

/** The test host's own sources (the dmsdk stand-in's runtime, the host, its platform side). */
export const TEST_HOST_SOURCES = ['compat.cpp', 'host.cpp', 'platform.cpp'].map((f) => `test/native/${f}`);
