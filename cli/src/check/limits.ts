// The limits a build is held to, by `gamesdk check` and the local upload service alike.
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
