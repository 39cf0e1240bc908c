import { createWriteStream, mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

/** The regular files under `folder` (symbolic links are not followed), as zip entry names. */
export async function filesOf(folder: string): Promise<{ path: string; name: string }[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, name: relative(folder, path).split(sep).join('/') };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A zip written to a temp file; `remove` deletes it (and its temp folder). */
export interface TempZip {
  path: string;
  remove(): Promise<void>;
}

/**
 * Zips `folder` (its contents at the zip root) into a temp file, streaming file by file so a
 * large build never sits in memory.
 */
export async function zipFolder(folder: string): Promise<TempZip> {
  const dir = mkdtempSync(join(tmpdir(), 'gamesdk-zip-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const zip = new yazl.ZipFile();
    for (const file of await filesOf(folder)) zip.addFile(file.path, file.name);
    zip.end();
    const path = join(dir, 'build.zip');
    await pipeline(zip.outputStream, createWriteStream(path));
    return { path, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
