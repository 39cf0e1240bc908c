// The findings of a build's size: over the upload limit, or a zip bomb by its declared sizes.
import type { BuildFiles } from './build-files.js';
import type { Finding } from './findings.js';
import { describeByteLimit, ZIP_BOMB_LIMITS } from './limits.js';

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
