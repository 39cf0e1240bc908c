import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { filesOf } from '../api/zip-folder.js';
import { ZIP_BOMB_LIMITS } from './limits.js';

/** One file of a build, zipped or not. */
export interface BuildFile {
  /** Path inside the build, with forward slashes. */
  name: string;
  /** Uncompressed size in bytes. */
  size: number;
  /** Size inside the zip (equals `size` for a folder). */
  storedSize: number;
  open(): Promise<Readable>;
}

/** A build to check: a zip read in place, or a folder that would be zipped. */
export interface BuildFiles {
  kind: 'zip' | 'folder';
  /** The zip's size, or for a folder the sum of its files (the zip can only be smaller). */
  bytes: number;
  files: BuildFile[];
  close(): void;
}

/** The zip cannot be read (not a zip, truncated, invalid entry names); `message` says why. */
export class UnreadableZipError extends Error {
  override name = 'UnreadableZipError';
}

/**
 * The zip's directory declares more entries than `maxEntries` (a zip bomb of many small files);
 * found from the end record, before any entry is read.
 */
export class TooManyEntriesError extends Error {
  override name = 'TooManyEntriesError';
  constructor(
    readonly entries: number,
    readonly maxEntries: number,
  ) {
    super(`the zip declares ${entries} entries; at most ${maxEntries} are accepted (zip bomb)`);
  }
}

/**
 * Throws TooManyEntriesError when the opened zip declares more than `maxEntries` entries (files
 * and folders). yauzl reads exactly the count of the directory's end record, so checking it
 * right after opening bounds the work of listing, whatever the directory holds.
 */
export function checkEntryCount(zip: ZipFile, maxEntries: number): void {
  if (zip.entryCount > maxEntries) throw new TooManyEntriesError(zip.entryCount, maxEntries);
}

function openZipFile(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );
}

// yauzl rejects entry names with `..` segments, absolute paths or backslashes while listing, so
// a path-traversal zip surfaces here as unreadable instead of being trusted.
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

async function zipFiles(path: string): Promise<BuildFiles> {
  let zip: ZipFile | undefined;
  try {
    zip = await openZipFile(path);
    checkEntryCount(zip, ZIP_BOMB_LIMITS.maxEntries);
    const opened = zip;
    const entries = await listEntries(opened);
    const files = entries.map<BuildFile>((entry) => ({
      name: entry.fileName,
      size: entry.uncompressedSize,
      storedSize: entry.compressedSize,
      open: () => new Promise((resolve, reject) => opened.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)))),
    }));
    return { kind: 'zip', bytes: statSync(path).size, files, close: () => opened.close() };
  } catch (error) {
    zip?.close();
    if (error instanceof TooManyEntriesError) throw error;
    throw new UnreadableZipError((error as Error).message);
  }
}

async function folderFiles(path: string): Promise<BuildFiles> {
  const files = (await filesOf(path)).map<BuildFile>((file) => {
    const size = statSync(file.path).size;
    return { name: file.name, size, storedSize: size, open: async () => createReadStream(file.path) };
  });
  return { kind: 'folder', bytes: files.reduce((sum, file) => sum + file.size, 0), files, close: () => {} };
}

/**
 * Opens a build zip or folder for checking. Throws UnreadableZipError for a zip that cannot be
 * read, TooManyEntriesError for one whose directory declares more than 50,000 entries.
 */
export async function openBuildFiles(path: string): Promise<BuildFiles> {
  return statSync(path).isDirectory() ? folderFiles(path) : zipFiles(path);
}
