// The changelog a release artefact carries: what the release ships is under the release's own
// version, never under "[Unreleased]". In the repository the changes collect under
// `## [Unreleased]` as they land; the Unity tarball and the Defold zip are packed with them moved
// into `## [<version>]` (joined to that section by subsection when the version already has one).

const UNRELEASED = /^## \[Unreleased\]/i;
const SECTION = /^## /;
const SUBSECTION = /^### /;

/** Splits a section's lines into what comes before its first `###` and its `###` subsections, in order. */
function subsections(lines) {
  const parts = { lead: [], order: [], byHeading: new Map() };
  let current = parts.lead;
  for (const line of lines) {
    if (SUBSECTION.test(line)) {
      const heading = line.trim();
      if (!parts.byHeading.has(heading)) {
        parts.byHeading.set(heading, []);
        parts.order.push(heading);
      }
      current = parts.byHeading.get(heading);
      continue;
    }
    current.push(line);
  }
  return parts;
}

const trimBlank = (lines) => {
  const out = [...lines];
  while (out.length && out[0].trim() === '') out.shift();
  while (out.length && out.at(-1).trim() === '') out.pop();
  return out;
};

/**
 * `text` (a Keep a Changelog file) with its `## [Unreleased]` section released as `version`.
 * @example releasedChangelog('# Changelog\n\n## [Unreleased]\n### Fixed\n- a\n\n## [2.11.0]\n### Added\n- b\n', '2.11.0')
 * // '# Changelog\n\n## [2.11.0]\n### Fixed\n- a\n\n### Added\n- b\n'
 */
export function releasedChangelog(text, version) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => UNRELEASED.test(line));
  if (start < 0) return text;
  const end = lines.findIndex((line, i) => i > start && SECTION.test(line));
  const unreleased = lines.slice(start + 1, end < 0 ? lines.length : end);
  const after = end < 0 ? [] : lines.slice(end);
  const head = lines.slice(0, start);
  const versionHeading = new RegExp(`^## \\[${version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]`);
  if (!after.length || !versionHeading.test(after[0])) {
    return [...head, `## [${version}]`, ...unreleased, ...after].join('\n');
  }
  const versionEnd = after.findIndex((line, i) => i > 0 && SECTION.test(line));
  const released = after.slice(1, versionEnd < 0 ? after.length : versionEnd);
  const rest = versionEnd < 0 ? [] : after.slice(versionEnd);
  const fresh = subsections(unreleased);
  const old = subsections(released);
  const merged = [];
  const lead = [...trimBlank(fresh.lead), ...trimBlank(old.lead)];
  if (lead.length) merged.push(...lead, '');
  for (const heading of [...fresh.order, ...old.order.filter((h) => !fresh.byHeading.has(h))]) {
    merged.push(heading, ...trimBlank(fresh.byHeading.get(heading) ?? []), ...trimBlank(old.byHeading.get(heading) ?? []), '');
  }
  return [...head, after[0], ...merged, ...rest].join('\n');
}
