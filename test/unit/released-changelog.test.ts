// The changelog the Unity tarball and the Defold zip carry: what the release ships is under its
// version, never under [Unreleased] (scripts/released-changelog.mjs, used by npm run release).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without declarations.
import { releasedChangelog } from '../../scripts/released-changelog.mjs';

describe('releasedChangelog', () => {
  it('joins [Unreleased] to the version it ships in, subsection by subsection', () => {
    const text = '# Changelog\n\n## [Unreleased]\n### Fixed\n- a fix\n### Added\n- a feature\n\n## [2.11.0]\n### Added\n- the first feature\n\n## [2.10.0]\n- older\n';
    expect(releasedChangelog(text, '2.11.0')).toBe('# Changelog\n\n## [2.11.0]\n### Fixed\n- a fix\n\n### Added\n- a feature\n- the first feature\n\n## [2.10.0]\n- older\n');
  });

  it('names [Unreleased] after the version when the version has no section yet, and leaves a released file alone', () => {
    expect(releasedChangelog('# C\n\n## [Unreleased]\n- new\n\n## [2.10.0]\n- old\n', '2.11.0')).toBe('# C\n\n## [2.11.0]\n- new\n\n## [2.10.0]\n- old\n');
    expect(releasedChangelog('# C\n\n## [2.11.0]\n- shipped\n', '2.11.0')).toBe('# C\n\n## [2.11.0]\n- shipped\n');
  });

  it("releases the engines' changelogs with nothing under [Unreleased] and every entry kept", () => {
    for (const path of ['../../unity-bridge/com.gamesdk.sdk/CHANGELOG.md', '../../defold-bridge/CHANGELOG.md']) {
      const text = readFileSync(new URL(path, import.meta.url), 'utf8');
      const released = releasedChangelog(text, '2.11.0');
      expect(released).not.toMatch(/^## \[Unreleased\]/im);
      expect(released).toMatch(/^## \[2\.11\.0\]/m);
      for (const entry of text.split('\n').filter((line) => line.startsWith('- '))) expect(released).toContain(entry);
    }
  });
});
