// A merge's conflict markers committed by mistake reach users in a CHANGELOG or a README and break
// any source they land in; no tracked text file may hold one (a line starting with seven <, =
// followed by nothing, or seven >).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);

describe('conflict markers', () => {
  it('no tracked file holds a line of a merge conflict marker', () => {
    // git grep reads the tracked files only, skipping binaries; its exit 1 means no line matched.
    let found = '';
    try {
      found = execFileSync('git', ['grep', '-n', '-I', '-E', '^(<{7} |>{7} |={7}$)'], { cwd: ROOT, encoding: 'utf8' });
    } catch (error) {
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found.split('\n').filter(Boolean)).toEqual([]);
  });
});
