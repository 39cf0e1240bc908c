import { posix } from 'node:path';
import type { BuildFile } from './build-files.js';

/** What loads before startGameAsync: index.html, what it loads, and the engine's start-up files. */
export interface FirstLoad {
  bytes: number;
  files: string[];
  /** Seconds to download `bytes` at `mbps` megabits per second (latency not counted). */
  estimated_seconds: number;
  mbps: number;
  /** The launch rule: first load under 10 seconds. */
  limit_seconds: 10;
}

// Engine files fetched before the game can start, beyond index.html's own tags: Unity's Build
// folder (loader, framework, wasm, data) and Defold's engine and archive.
const ENGINE_START_FILES = [
  /(^|\/)Build\/[^/]+\.(?:loader\.js|framework\.js|wasm|data)(?:\.gz|\.br|\.unityweb)?$/i,
  /(^|\/)archive\/[^/]+$/,
  /(^|\/)[^/]+_wasm\.js$/,
  /(^|\/)[^/]+\.wasm$/,
];

/**
 * Estimates the first download from the index.html at `indexName` and the relative URLs each
 * file loads (`loads`: index.html's tags, and the stylesheets each CSS file `@import`s, followed
 * through), plus engine start-up files. Sizes are the files as stored (a .gz is counted
 * compressed, as the platform serves it).
 */
export function estimateFirstLoad(files: BuildFile[], indexName: string, loads: ReadonlyMap<string, string[]>, mbps: number): FirstLoad {
  const byName = new Map(files.map((file) => [file.name, file]));
  const chosen = new Set<string>([indexName]);
  const queue = [indexName];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const url of loads.get(from) ?? []) {
      let path: string;
      try {
        path = posix.normalize(posix.join(posix.dirname(from), decodeURIComponent(url.split(/[?#]/)[0]!)));
      } catch {
        continue; // not valid percent-encoding: the browser fetches nothing there either
      }
      if (!byName.has(path) || chosen.has(path)) continue;
      chosen.add(path);
      queue.push(path);
    }
  }
  for (const file of files) {
    if (ENGINE_START_FILES.some((pattern) => pattern.test(file.name))) chosen.add(file.name);
  }
  const bytes = [...chosen].reduce((sum, name) => sum + (byName.get(name)?.size ?? 0), 0);
  const estimated_seconds = Math.round(((bytes * 8) / (mbps * 1e6)) * 10) / 10;
  return { bytes, files: [...chosen].sort(), estimated_seconds, mbps, limit_seconds: 10 };
}
