import { PLATFORM_SDK_FILE, PLATFORM_SDK_GLOBAL } from '@gamesdk/adapter-partner';
import type { Readable } from 'node:stream';
import { decompressed } from './decompress.js';

/** The banner the game SDK's browser script starts with; its presence means the SDK is integrated. */
export const SDK_MARKER = '@gamesdk/core';
// The platform's own SDK defines this global (adapter-partner's contract); defining it, not
// reading it, marks a bundled copy.
const G = PLATFORM_SDK_GLOBAL;
const PLATFORM_SDK_DEFINITION = new RegExp(
  String.raw`\b(?:var|let|const|class|function)\s+${G}\b|\b(?:window|globalThis|self)\s*\.\s*${G}\s*=(?!=)|\[\s*["']${G}["']\s*\]\s*=(?!=)`,
);
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
 * definition of the platform SDK's global. Latin-1 decoding keeps every byte, so minified code
 * with any encoding is searched as it is.
 */
export async function scanEntry(name: string, raw: Readable): Promise<EntryScan> {
  const found: EntryScan = { sdkMarker: false, platformSdk: name.split('/').at(-1)!.toLowerCase() === PLATFORM_SDK_FILE };
  const stream = await decompressed(name, raw);
  let tail = '';
  let read = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const text = tail + chunk.toString('latin1');
      found.sdkMarker ||= text.includes(SDK_MARKER);
      found.platformSdk ||= PLATFORM_SDK_DEFINITION.test(text);
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
