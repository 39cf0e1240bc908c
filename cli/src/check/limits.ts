import type { BuildFiles } from './build-files.js';
import type { Finding } from './findings.js';

/**
 * The spec's build zip limit: 500 MB, counted as 500,000,000 bytes. A zip of exactly this size is
 * accepted, one byte more is refused, by `gamesdk check` and the local upload service alike (it
 * imports this).
 */
export const MAX_BUILD_BYTES = 500_000_000;

/**
 * A byte limit as every message about it says it: exact bytes, and decimal megabytes when whole
 * (`500,000,000 bytes (500 MB)`), so the CLI and the service name one limit in one unit.
 * @example
 * describeByteLimit(MAX_BUILD_BYTES); // '500,000,000 bytes (500 MB)'
 */
export function describeByteLimit(bytes: number): string {
  const exact = `${bytes.toLocaleString('en-US')} bytes`;
  return bytes % 1e6 === 0 ? `${exact} (${bytes / 1e6} MB)` : exact;
}

/**
 * What makes a zip a zip bomb, judged from its declared sizes before anything inflates. The local
 * build upload service refuses the same zips (it imports these).
 */
export const ZIP_BOMB_LIMITS = {
  maxEntries: 50_000,
  maxTotalUncompressedBytes: 2 * 1024 ** 3,
  /** Ratio of uncompressed to compressed size refused for any file above 1 MiB. */
  maxRatio: 1000,
} as const;

/** Size and zip-bomb findings. */
export function sizeFindings(build: BuildFiles, maxBytes: number): Finding[] {
  const findings: Finding[] = [];
  if (build.bytes > maxBytes) {
    findings.push(
      build.kind === 'zip'
        ? { severity: 'reject', rule: 'BUILD_TOO_LARGE', message: `the zip is ${build.bytes.toLocaleString('en-US')} bytes; the limit is ${describeByteLimit(maxBytes)}` }
        : { severity: 'warning', rule: 'BUILD_TOO_LARGE', message: `the folder holds ${build.bytes.toLocaleString('en-US')} bytes; its zip must stay within ${describeByteLimit(maxBytes)}` },
    );
  }
  if (build.kind === 'folder') return findings;
  const total = build.files.reduce((sum, file) => sum + file.size, 0);
  // The entry count is enforced when the zip is opened (openBuildFiles), before any entry is listed.
  const { maxTotalUncompressedBytes, maxRatio } = ZIP_BOMB_LIMITS;
  if (total > maxTotalUncompressedBytes) findings.push({ severity: 'reject', rule: 'ZIP_BOMB', message: `the zip would expand to more than ${maxTotalUncompressedBytes} bytes (zip bomb)` });
  for (const file of build.files) {
    const ratio = file.size / Math.max(file.storedSize, 1);
    if (file.size > 1024 ** 2 && ratio > maxRatio) {
      findings.push({ severity: 'reject', rule: 'ZIP_BOMB', file: file.name, message: `${file.name} expands ${Math.round(ratio)} times (zip bomb)` });
    }
  }
  return findings;
}
