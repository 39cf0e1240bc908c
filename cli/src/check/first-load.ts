import { posix } from 'node:path';
import type { BuildFile } from './build-files.js';
import type { Finding } from './findings.js';
import type { PageRequirement, TextScan } from './scan-files.js';

/**
 * Item 1's documented link: the mobile profile the platform's docs, the mock platform's tests
 * and every engine README use for the 10-second rule (150 ms round trip, 1.6 Mbit/s).
 */
export const REFERENCE_LINK = { mbps: 1.6, roundTripMs: 150 } as const;

/**
 * What a script loaded from another site is assumed to weigh: the build does not hold it, so its
 * size is unknown; 100 KB is a typical minified library (an analytics or Firebase module).
 */
export const ASSUMED_CROSS_ORIGIN_SCRIPT_BYTES = 100_000;

/** What loads before startGameAsync: index.html, what it loads, and the engine's start-up files. */
export interface FirstLoad {
  bytes: number;
  /** The build's files counted, sorted by name. */
  files: string[];
  /** The counted files that weigh most, heaviest first (at most five), with their sizes. */
  largest: Array<{ file: string; bytes: number }>;
  /** Scripts the page loads from other sites, each counted at ASSUMED_CROSS_ORIGIN_SCRIPT_BYTES. */
  cross_origin_scripts: string[];
  /** Seconds to download `bytes` at `mbps` megabits per second (latency not counted). */
  estimated_seconds: number;
  mbps: number;
  /** The launch rule: first load under 10 seconds. */
  limit_seconds: 10;
}

// Engine files fetched before the game can start whatever the page says: Unity's Build folder
// (loader, framework, wasm, data) and Defold's engine and archive.
const ENGINE_START_FILES = [
  /(^|\/)Build\/[^/]+\.(?:loader\.js|framework\.js|wasm|data)(?:\.gz|\.br|\.unityweb)?$/i,
  /(^|\/)archive\/[^/]+$/,
  /(^|\/)[^/]+_wasm\.js$/,
  /(^|\/)[^/]+\.wasm$/,
];

/** Missing files reported one by one per naming file; the rest are counted in one finding. */
const MAX_MISSING_PER_FILE = 10;

/** How many of the heaviest files the report names. */
const LARGEST_NAMED = 5;

/**
 * The build path a relative URL names: an HTML or CSS file's references resolve from its folder,
 * a script's from the page that runs it (`pageFolder`). Undefined for undecodable percent-encoding
 * (the browser fetches nothing there either).
 */
export function resolveReference(from: string, url: string, pageFolder: string): string | undefined {
  const folder = /\.(?:html?|css)$/i.test(from) ? posix.dirname(from) : pageFolder;
  try {
    return posix.normalize(posix.join(folder, decodeURIComponent(url.split(/[?#]/)[0]!)));
  } catch {
    return undefined;
  }
}

/**
 * Estimates the first download from the index.html at `indexName`: what its tags load (and the
 * stylesheets each CSS file `@import`s, followed through), the files the engine's config names
 * (Godot's pack, Unity's data, code and framework, Defold's engine), the known engine start-up
 * files, and each cross-origin script at an assumed size. Sizes are the files as stored (a .gz
 * is counted compressed, as the platform serves it).
 */
export function estimateFirstLoad(files: BuildFile[], indexName: string, scan: Pick<TextScan, 'loads' | 'required' | 'crossOrigin'>, mbps: number): FirstLoad {
  const byName = new Map(files.map((file) => [file.name, file]));
  const pageFolder = posix.dirname(indexName);
  const chosen = new Set<string>([indexName]);
  const queue = [indexName];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const url of scan.loads.get(from) ?? []) {
      const path = resolveReference(from, url, pageFolder);
      if (path === undefined || !byName.has(path) || chosen.has(path)) continue;
      chosen.add(path);
      queue.push(path);
    }
  }
  // What the engine's config names, from the page itself or from a script (a config file).
  for (const requirement of scan.required) {
    if (/\.html?$/i.test(requirement.file) && requirement.file !== indexName) continue;
    for (const url of [requirement.url, ...(requirement.orAnyOf ?? [])]) {
      const path = resolveReference(requirement.file, url, pageFolder);
      if (path !== undefined && byName.has(path)) chosen.add(path);
    }
  }
  for (const file of files) {
    if (ENGINE_START_FILES.some((pattern) => pattern.test(file.name))) chosen.add(file.name);
  }
  const crossOrigin = (scan.crossOrigin.get(indexName) ?? []).map((script) => script.url);
  const counted = [...chosen].map((name) => ({ file: name, bytes: byName.get(name)?.size ?? 0 }));
  const bytes = counted.reduce((sum, file) => sum + file.bytes, 0) + crossOrigin.length * ASSUMED_CROSS_ORIGIN_SCRIPT_BYTES;
  const estimated_seconds = Math.round(((bytes * 8) / (mbps * 1e6)) * 10) / 10;
  const largest = counted.sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file)).slice(0, LARGEST_NAMED);
  return { bytes, files: [...chosen].sort(), largest, cross_origin_scripts: crossOrigin, estimated_seconds, mbps, limit_seconds: 10 };
}

/**
 * A script or stylesheet a page's tag loads, or a file its engine's config names, that is not in
 * the build: the page stops there on the platform (the engine never starts, so it never loads).
 */
export function missingFileFindings(files: BuildFile[], indexName: string | null, required: readonly PageRequirement[]): Finding[] {
  const names = new Set(files.map((file) => file.name));
  const pageFolder = indexName ? posix.dirname(indexName) : '.';
  const findings: Finding[] = [];
  const reported = new Set<string>();
  const perFile = new Map<string, number>();
  for (const requirement of required) {
    if (requirement.optional) continue;
    const paths = [requirement.url, ...(requirement.orAnyOf ?? [])].map((url) => resolveReference(requirement.file, url, pageFolder));
    if (paths.some((path) => path === undefined || names.has(path))) continue;
    const path = paths[0]!;
    const key = `${requirement.file}\n${path}`;
    if (reported.has(key)) continue;
    reported.add(key);
    // Enough to show the pattern without flooding a CI log (a page of generated tags).
    const count = (perFile.get(requirement.file) ?? 0) + 1;
    perFile.set(requirement.file, count);
    if (count > MAX_MISSING_PER_FILE) continue;
    const by = requirement.what === 'a tag' ? 'loads' : `names (${requirement.what})`;
    findings.push({
      severity: 'reject',
      rule: 'MISSING_FILE',
      file: requirement.file,
      line: requirement.line,
      message: `${by} ${requirement.url}, which is not in the build (${path}); the page cannot start without it: add the file, or fix the name`,
    });
  }
  for (const [file, count] of perFile) {
    if (count > MAX_MISSING_PER_FILE) findings.push({ severity: 'reject', rule: 'MISSING_FILE', file, message: `${count - MAX_MISSING_PER_FILE} more missing files named in this file` });
  }
  return findings;
}
