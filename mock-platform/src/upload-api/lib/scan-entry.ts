import { decompressed, definesPlatformSdk, isPlatformSdkFile, SDK_MARKER } from '@gamesdk/cli';
import type { Readable } from 'node:stream';

/** Bytes of one file that are scanned at most; a script past this is not read further. */
export const MAX_SCAN_BYTES = 64 * 1024 * 1024;
// Enough overlap between chunks for the longest pattern to straddle a chunk boundary.
const OVERLAP = 256;

/** Files the SDK check reads: HTML and JavaScript, also Unity's pre-compressed .gz, .br and .unityweb output. */
export const SCANNED_FILE = /\.(?:html?|m?js)(?:\.gz|\.br|\.unityweb)?$/i;

/** What one scanned file contains. */
export interface EntryScan {
  sdkMarker: boolean;
  platformSdk: boolean;
}

/**
 * Reads one file (at most MAX_SCAN_BYTES after decompression) and reports the SDK marker and a
 * definition of the platform SDK's global, with the same rules as `gamesdk check` (shared from
 * @gamesdk/cli). Latin-1 decoding keeps every byte, so minified code in any encoding is searched
 * as it is.
 */
export async function scanEntry(name: string, raw: Readable): Promise<EntryScan> {
  const found: EntryScan = { sdkMarker: false, platformSdk: isPlatformSdkFile(name) };
  const stream = await decompressed(name, raw);
  let tail = '';
  let read = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const text = tail + chunk.toString('latin1');
      found.sdkMarker ||= text.includes(SDK_MARKER);
      found.platformSdk ||= definesPlatformSdk(text);
      read += chunk.length;
      if ((found.sdkMarker && found.platformSdk) || read >= MAX_SCAN_BYTES) break;
      tail = text.slice(-OVERLAP);
    }
  } finally {
    raw.destroy();
    stream.destroy();
  }
  return found;
}
