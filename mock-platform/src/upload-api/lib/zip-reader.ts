import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * Opens a zip for reading entries one at a time, without extracting it. yauzl validates each
 * entry name (absolute paths, `..` segments and backslashes are errors) and checks that no entry
 * inflates past its declared size, which is what keeps a crafted zip from misleading us.
 */
export function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
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
