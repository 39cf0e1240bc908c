// Reads a Godot project folder as the files of a pack: every file under it, named by its res://
// path (forward slashes, whatever the host's separator).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The files of `folder` as pack files, `res://` plus each one's path inside the folder, sorted.
 * @example writePck(projectFiles('test/projects/runtime-check'))
 * @param {string} folder
 * @returns {import('./pck.mjs').PackFile[]}
 */
export function projectFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((file) => ({ path: `res://${relative(folder, file).split(sep).join('/')}`, data: readFileSync(file) }));
}
