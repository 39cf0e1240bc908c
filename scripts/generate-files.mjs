// What scripts/generate.mjs does once its options are read: every emitter's text for each of its
// targets, made in full before anything is written (an emitter that throws leaves no half-written
// set), then written or compared. The files live in the repository, or under `out` when given.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The text of `path`, or null when there is no such file. */
function readOrNull(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Makes every generated file and writes it (or with `check`, compares it).
 * @param {object} options
 * @param {Array<{ name: string, module: { target?: string, targets?: string[], emit: Function, from?: string } }>} options.emitters
 *   each emitter's file name and module; `emit(input, current, target)` answers the file's text, or null
 *   when it has nothing to make the file from yet (the browser script before a build): the file is
 *   then left as it is and reported as skipped.
 * @param {Record<string, unknown>} options.inputs what each emitter's `from` names ('errors' by default)
 * @param {string} options.root the repository: targets are paths from it, and `current` (the
 *   hand-written parts some emitters keep) is always read there
 * @param {string} [options.out] the folder the generated files live in instead of the repository
 * @param {boolean} [options.check] write nothing; answer the files that differ (stale) or are not there (missing)
 * @param {(from: string) => boolean} [options.include] which inputs' emitters take part (default: all)
 * @returns {{ written: string[], stale: string[], missing: string[], skipped: string[] }} targets, by what happened to them
 */
export function generateFiles({ emitters, inputs, root, out, check = false, include = () => true }) {
  const files = [];
  for (const { name, module } of emitters) {
    const { target, targets = [target], emit, from = 'errors' } = module;
    if (!include(from)) continue;
    for (const each of targets) {
      let text;
      try {
        text = emit(inputs[from], readOrNull(join(root, each)), each);
      } catch (error) {
        throw new Error(`${name} (${each}): ${error.message}`, { cause: error });
      }
      if (text !== null && typeof text !== 'string') throw new Error(`${name} (${each}): emit answered ${typeof text}, not the file's text or null`);
      files.push({ target: each, text });
    }
  }
  const result = { written: [], stale: [], missing: [], skipped: [] };
  for (const { target, text } of files) {
    if (text === null) {
      result.skipped.push(target);
      continue;
    }
    const path = join(out ?? root, target);
    const now = readOrNull(path);
    if (now === text) continue;
    if (check) {
      (now === null ? result.missing : result.stale).push(target);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    result.written.push(target);
  }
  return result;
}
