import { checkEntryCount, ZIP_BOMB_LIMITS } from '@gamesdk/cli';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * Opens a zip for reading entries one at a time, without extracting it. yauzl validates each
 * entry name (absolute paths, `..` segments and backslashes are errors) and checks that no entry
 * inflates past its declared size, which is what keeps a crafted zip from misleading us. A zip
 * whose directory declares more than ZIP_BOMB_LIMITS.maxEntries entries is refused here with
 * TooManyEntriesError (from @gamesdk/cli, as `gamesdk check` refuses it), before one is read.
 */
export async function openZip(path: string): Promise<ZipFile> {
  const zip = await new Promise<ZipFile>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    );
  });
  try {
    checkEntryCount(zip, ZIP_BOMB_LIMITS.maxEntries);
  } catch (error) {
    zip.close();
    throw error;
  }
  return zip;
}

/** The zip's entries in central-directory order; errors (bad names, truncation) are thrown. */
export async function* zipEntries(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const next = await new Promise<Entry | null>((resolve, reject) => {
      const cleanup = () => zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      const onEntry = (entry: Entry) => (cleanup(), resolve(entry));
      const onEnd = () => (cleanup(), resolve(null));
      const onError = (error: Error) => (cleanup(), reject(error));
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!next) return;
    yield next;
  }
}

/** A stream of one entry's uncompressed bytes. */
export function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
}

/** Whether the entry is a folder rather than a file. */
export const isFolder = (entry: Entry): boolean => entry.fileName.endsWith('/');
