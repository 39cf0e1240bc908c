import type { BuildFiles } from './build-files.js';
import type { Finding } from './findings.js';

/** The spec's build zip limit: 500 MB, counted as 500,000,000 bytes (as the local service does). */
export const MAX_BUILD_BYTES = 500_000_000;

// The same zip-bomb limits as the local service, so the check refuses what an upload would.
const MAX_ENTRIES = 50_000;
const MAX_TOTAL_UNCOMPRESSED = 2 * 1024 ** 3;
const MAX_RATIO = 1000;

/** Size and zip-bomb findings. */
export function sizeFindings(build: BuildFiles, maxBytes: number): Finding[] {
  const findings: Finding[] = [];
  if (build.bytes > maxBytes) {
    findings.push(
      build.kind === 'zip'
        ? { severity: 'reject', rule: 'BUILD_TOO_LARGE', message: `the zip is ${build.bytes} bytes; the limit is ${maxBytes} bytes (500 MB)` }
        : { severity: 'warning', rule: 'BUILD_TOO_LARGE', message: `the folder holds ${build.bytes} bytes; its zip must stay within ${maxBytes} bytes (500 MB)` },
    );
  }
  if (build.kind === 'folder') return findings;
  const total = build.files.reduce((sum, file) => sum + file.size, 0);
  if (build.files.length > MAX_ENTRIES) findings.push({ severity: 'reject', rule: 'ZIP_BOMB', message: `the zip has more than ${MAX_ENTRIES} files` });
  if (total > MAX_TOTAL_UNCOMPRESSED) findings.push({ severity: 'reject', rule: 'ZIP_BOMB', message: `the zip expands to ${total} bytes, over ${MAX_TOTAL_UNCOMPRESSED}` });
  for (const file of build.files) {
    if (file.size > 1024 ** 2 && file.size / Math.max(file.storedSize, 1) > MAX_RATIO) {
      findings.push({ severity: 'reject', rule: 'ZIP_BOMB', file: file.name, message: `expands more than ${MAX_RATIO} times` });
    }
  }
  return findings;
}
