import type { Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { decompressed } from './decompress.js';
import { ZIP_BOMB_LIMITS } from './limits.js';
import { ScanStopped, type ScanBudget } from './scan-budget.js';

/** Bytes of one file read at most; a script past this is not searched further. */
export const MAX_READ_BYTES = 64 * 1024 * 1024;

/**
 * Longest piece of a line handed to the patterns: a longer line (a minified bundle) is handed on
 * in pieces of this size, with the same line number, so no pattern ever runs on unbounded text.
 */
export const MAX_LINE_CHARS = 64 * 1024;

/**
 * Calls `onLine` for each line of a text file (decompressed as served), numbered from 1, in
 * pieces of at most MAX_LINE_CHARS, until MAX_READ_BYTES have been read. Latin-1 keeps every
 * byte, so any encoding is searched as-is. Between chunks it yields to the event loop, so a
 * server scanning a build keeps answering; `budget` bounds the bytes and time of the whole
 * build, and a compressed file that expands more than ZIP_BOMB_LIMITS.maxRatio times its stored
 * size (past 1 MiB) stops the scan.
 */
export async function readLines(
  name: string,
  raw: Readable,
  storedBytes: number,
  budget: ScanBudget,
  onLine: (line: string, number: number) => void,
): Promise<void> {
  const stream = await decompressed(name, raw);
  const nested = stream !== raw;
  if (nested) raw.on('error', (error) => stream.destroy(error));
  const maxExpanded = Math.max(1024 ** 2, ZIP_BOMB_LIMITS.maxRatio * storedBytes);
  let read = 0;
  let number = 1;
  let pending = '';
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (nested && read > maxExpanded) {
        throw new ScanStopped('nested-bomb', `${name} expands more than ${ZIP_BOMB_LIMITS.maxRatio} times its size (a compressed bomb inside the zip)`);
      }
      budget.spend(chunk.length);
      const text = chunk.toString('latin1');
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        emit(pending + text.slice(start, end));
        pending = '';
        number++;
        start = end + 1;
      }
      pending += text.slice(start);
      while (pending.length > MAX_LINE_CHARS) {
        onLine(pending.slice(0, MAX_LINE_CHARS), number);
        pending = pending.slice(MAX_LINE_CHARS);
      }
      if (read > MAX_READ_BYTES) break;
      await yieldToEventLoop();
      budget.check();
    }
    if (pending) emit(pending);
  } finally {
    raw.destroy();
    stream.destroy();
  }

  function emit(line: string): void {
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    for (let at = 0; at < text.length || at === 0; at += MAX_LINE_CHARS) onLine(text.slice(at, at + MAX_LINE_CHARS), number);
  }
}
