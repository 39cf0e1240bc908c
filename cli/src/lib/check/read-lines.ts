import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { decompressed } from './decompress.js';

/** Bytes of one file read at most; a script past this is not searched further. */
export const MAX_READ_BYTES = 64 * 1024 * 1024;

/**
 * Calls `onLine` for each line of a text file (decompressed as served), numbered from 1, until
 * MAX_READ_BYTES have been read. Latin-1 keeps every byte, so any encoding is searched as-is.
 */
export async function readLines(name: string, raw: Readable, onLine: (line: string, number: number) => void): Promise<void> {
  const stream = await decompressed(name, raw);
  if (stream !== raw) raw.on('error', (error) => stream.destroy(error));
  let read = 0;
  stream.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > MAX_READ_BYTES) stream.destroy();
  });
  stream.setEncoding('latin1');
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const line of lines) onLine(line, ++number);
  } finally {
    lines.close();
    raw.destroy();
    stream.destroy();
  }
}
