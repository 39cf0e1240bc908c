/**
 * `@gamesdk/cli` as a library: the preflight check and the CLI runner. The `gamesdk` command is
 * bin/gamesdk.js; see README.md.
 */
export { checkBuild, type CheckOptions, type CheckReport } from './lib/check/check-build.js';
export { ScanStopped, MAX_SCANNED_BYTES, MAX_SCAN_MS } from './lib/check/scan-budget.js';
export type { Finding, RuleId, Severity } from './lib/check/findings.js';
export type { FirstLoad } from './lib/check/first-load.js';
export { runCli, VERSION, type CliContext } from './main.js';
export type { CliIo } from './lib/io.js';
export { EXIT } from './lib/errors.js';
export { MAX_BUILD_BYTES, ZIP_BOMB_LIMITS, describeByteLimit } from './lib/check/limits.js';
export { TooManyEntriesError, checkEntryCount } from './lib/check/build-files.js';
