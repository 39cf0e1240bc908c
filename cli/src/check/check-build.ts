import { openBuildFiles, TooManyEntriesError, UnreadableZipError, type BuildFiles } from './build-files.js';
import type { Finding } from './findings.js';
import { contentEncodingFindings } from './served-encoding.js';
import { ASSUMED_CROSS_ORIGIN_SCRIPT_BYTES, estimateFirstLoad, missingFileFindings, REFERENCE_LINK, type FirstLoad } from './first-load.js';
import { locateIndexHtml } from './index-html.js';
import { MAX_BUILD_BYTES } from './limits.js';
import { sizeFindings } from './size-findings.js';
import { ScanBudget, ScanStopped } from './scan-budget.js';
import { scanTextFiles, type TextScan } from './scan-files.js';
import { plural } from '../output/plural.js';

/** Options of `checkBuild`. */
export interface CheckOptions {
  /** Zip size limit in bytes (default: the spec's 500 MB). */
  maxBytes?: number;
  /** Connection of the first-load estimate, in megabits per second (default 1.6: launch checklist item 1's mobile link, REFERENCE_LINK). */
  mbps?: number;
  /** Stops the check (it rejects with a ScanStopped error of reason `aborted`), for example when an upload's client went away. */
  signal?: AbortSignal;
}

/** The preflight's result: `ok` is false when any finding is one the platform would reject. */
export interface CheckReport {
  ok: boolean;
  source: { path: string; kind: 'zip' | 'folder'; bytes: number; files: number } | { path: string; kind: 'zip'; bytes: null; files: null };
  findings: Finding[];
  /** Where the game SDK's banner was found, or null. */
  sdk: { file: string; line: number } | null;
  first_load: FirstLoad | null;
  /** The index.html that opens the game (at the root or one level down), or null; and those deeper. */
  index_html: { file: string | null; deeper: string[] };
}

const SEVERITY_ORDER = { reject: 0, warning: 1, info: 2 } as const;

async function scan(build: BuildFiles, signal: AbortSignal | undefined): Promise<TextScan | Finding> {
  try {
    return await scanTextFiles(build.files, new ScanBudget(signal));
  } catch (error) {
    if (error instanceof ScanStopped) {
      if (error.reason === 'aborted') throw error;
      return { severity: 'reject', rule: error.reason === 'nested-bomb' ? 'ZIP_BOMB' : 'SCAN_LIMIT', message: error.message };
    }
    return { severity: 'reject', rule: 'ZIP_UNREADABLE', message: `a file of the zip cannot be read: ${(error as Error).message}` };
  }
}

function firstLoadFindings(firstLoad: FirstLoad): Finding {
  const count = firstLoad.files.length + firstLoad.cross_origin_scripts.length;
  const link = firstLoad.mbps === REFERENCE_LINK.mbps ? `${firstLoad.mbps} Mbit/s (launch checklist item 1's mobile link)` : `${firstLoad.mbps} Mbit/s`;
  const summary = `${readableSize(firstLoad.bytes)} in ${plural(count, 'file')} ${count === 1 ? 'loads' : 'load'} before startGameAsync: about ${firstLoad.estimated_seconds} s at ${link}`;
  // The files that weigh most come first: what to make smaller, or to load after startGameAsync.
  const largest = `Largest: ${firstLoad.largest.map((file) => `${file.file} ${readableSize(file.bytes)}`).join(', ')}${firstLoad.cross_origin_scripts.length ? `; ${plural(firstLoad.cross_origin_scripts.length, 'script')} from other sites, counted at ${readableSize(ASSUMED_CROSS_ORIGIN_SCRIPT_BYTES)} each` : ''}.`;
  // Says what the figure is made of: a newcomer whose game preloads its assets in a script (a
  // preloader scene) took it for the whole first load.
  const shown = firstLoad.files.slice(0, FILES_NAMED);
  const named = `${shown.join(', ')}${firstLoad.files.length > shown.length ? ` and ${firstLoad.files.length - shown.length} more` : ''}`;
  const counted = `Counted (${named}): index.html, what its tags load (scripts, stylesheets, preloads, images), the files the engine's config names and the engine's start-up files. Not counted, and adding to it: round trips, and what the game's scripts load before calling startGameAsync (modules they import, files they fetch, the assets a preloader loads).`;
  // The platform rejects a game missing any checklist item, so an estimate over the limit is a reject.
  return firstLoad.estimated_seconds >= firstLoad.limit_seconds
    ? { severity: 'reject', rule: 'FIRST_LOAD_SLOW', message: `${summary}, over the 10-second first-load rule (launch checklist item 1); keep the first download small and load the rest after startGameAsync(). ${largest} ${counted}` }
    : { severity: 'info', rule: 'FIRST_LOAD', message: `${summary} (rule: under 10 s). ${largest} ${counted}` };
}

/** How many of the counted files the first-load finding names (the JSON report lists them all). */
const FILES_NAMED = 5;

/** Bytes as a person reads them: bytes under 1 KB, KB under 1 MB, MB above (decimal units, as the 500 MB limit). */
export function readableSize(bytes: number): string {
  if (bytes < 1000) return plural(bytes, 'byte');
  if (bytes < 1e6) return `${(bytes / 1e3).toFixed(1)} KB`;
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/**
 * Checks a build zip or folder against what the platform rejects: a readable zip within 500 MB,
 * index.html at the root (or one level down), relative paths only, the game SDK integrated and
 * the platform SDK not bundled; and estimates the first download against the 10-second rule.
 *
 * @example
 * const report = await checkBuild('dist/game.zip');
 * if (!report.ok) for (const f of report.findings) console.error(f.file, f.line, f.message);
 */
export async function checkBuild(path: string, options: CheckOptions = {}): Promise<CheckReport> {
  let build: BuildFiles;
  try {
    build = await openBuildFiles(path);
  } catch (error) {
    if (!(error instanceof UnreadableZipError) && !(error instanceof TooManyEntriesError)) throw error;
    const finding: Finding =
      error instanceof TooManyEntriesError
        ? { severity: 'reject', rule: 'ZIP_BOMB', message: error.message }
        : { severity: 'reject', rule: 'ZIP_UNREADABLE', message: `not a readable zip: ${error.message}` };
    return { ok: false, source: { path, kind: 'zip', bytes: null, files: null }, findings: [finding], sdk: null, first_load: null, index_html: { file: null, deeper: [] } };
  }
  try {
    const findings: Finding[] = [...sizeFindings(build, options.maxBytes ?? MAX_BUILD_BYTES)];
    const { index, deeper, findings: indexFindings } = locateIndexHtml(build);
    findings.push(...indexFindings, ...contentEncodingFindings(build.files));
    // A zip bomb is judged from declared sizes: nothing of it is inflated to scan it.
    const bomb = findings.some((finding) => finding.rule === 'ZIP_BOMB');
    const scanned = bomb ? null : await scan(build, options.signal);
    let sdk: CheckReport['sdk'] = null;
    let firstLoad: FirstLoad | null = null;
    if (scanned && 'rule' in scanned) findings.push(scanned);
    else if (scanned) {
      findings.push(...scanned.findings);
      sdk = scanned.sdk;
      if (!sdk) {
        findings.push({ severity: 'reject', rule: 'SDK_NOT_INTEGRATED', message: 'the game SDK was not found: no HTML or script file carries @gamesdk/core (ship gamesdk.js beside index.html, or bundle @gamesdk/core)' });
      }
      // Only a page that runs the SDK (as the first-load estimate counts it) gains from the page start.
      if (sdk && index && !scanned.pageStarts.has(index)) findings.push(pageStartMissing(index));
      findings.push(...missingFileFindings(build.files, index, scanned.required));
      if (index) {
        firstLoad = estimateFirstLoad(build.files, index, scanned, options.mbps ?? REFERENCE_LINK.mbps);
        findings.push(firstLoadFindings(firstLoad));
      }
    }
    findings.sort(
      (a, b) =>
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0),
    );
    return {
      ok: !findings.some((finding) => finding.severity === 'reject'),
      source: { path, kind: build.kind, bytes: build.bytes, files: build.files.length },
      findings,
      sdk,
      first_load: firstLoad,
      index_html: { file: index, deeper },
    };
  } finally {
    build.close();
  }
}

/**
 * A page that runs the SDK without the page start: the platform's SDK downloads and its session
 * opens only once the game calls initializeAsync, a round trip and more later on a phone's link.
 */
function pageStartMissing(index: string): Finding {
  return {
    severity: 'warning',
    rule: 'PAGE_START_MISSING',
    file: index,
    message: "the page runs the game SDK without the page start: the platform's SDK downloads and its session opens only when the game calls initializeAsync, a round trip and more later on a phone's link (launch checklist item 1); put the page start (the snippet of sdk-core's README, \"The page start\") in its head, above the game SDK's script",
  };
}
