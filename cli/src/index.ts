/**
 * `@gamesdk/cli` as a library: the preflight check and the CLI runner. The `gamesdk` command is
 * bin/gamesdk.js; see README.md.
 */
export { checkBuild, type CheckOptions, type CheckReport } from './check/check-build.js';
export { ScanStopped, MAX_SCANNED_BYTES, MAX_SCAN_MS } from './check/scan-budget.js';
export type { Finding, RuleId, Severity } from './check/findings.js';
export { REFERENCE_LINK, ASSUMED_CROSS_ORIGIN_SCRIPT_BYTES, type FirstLoad } from './check/first-load.js';
export { runCli, VERSION, type CliContext } from './main.js';
export type { CliIo } from './output/io.js';
export { EXIT } from './output/errors.js';
export { MAX_BUILD_BYTES, ZIP_BOMB_LIMITS, describeByteLimit } from './check/limits.js';
export { TooManyEntriesError, checkEntryCount } from './check/build-files.js';
