import type { BuildFiles } from './build-files.js';
import type { Finding } from './findings.js';

const depth = (name: string) => name.split('/').length - 1;

/**
 * Where the build's index.html is: the upload API takes it at the root or one level down, and
 * the launch checklist asks for the root. Returns the one that opens the game, if any, and those
 * deeper than one level (what a misplaced build holds instead).
 */
export function locateIndexHtml(build: BuildFiles): { index: string | null; deeper: string[]; findings: Finding[] } {
  const indexes = build.files
    .map((file) => file.name)
    .filter((name) => /(^|\/)index\.html$/.test(name))
    .sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
  const index = indexes.find((name) => depth(name) <= 1) ?? null;
  const deeper = indexes.filter((name) => depth(name) > 1);
  if (!index) {
    const found = indexes.length ? `; found ${indexes.join(', ')}, too deep` : '';
    return {
      index,
      deeper,
      findings: [{ severity: 'reject', rule: 'INDEX_HTML_MISSING', message: `no index.html at the zip root or one level down${found}` }],
    };
  }
  if (depth(index) === 1) {
    return {
      index,
      deeper,
      findings: [
        {
          // What the platform will do: the upload accepts it (201), launch review rejects it.
          severity: 'reject',
          rule: 'INDEX_HTML_NOT_AT_ROOT',
          file: index,
          message: `index.html is one level down (${index}): the upload API accepts it, but the platform rejects a build whose index.html is not at the zip root (launch checklist item 10); zip the contents of ${index.slice(0, index.indexOf('/'))}/ instead`,
        },
      ],
    };
  }
  return { index, deeper, findings: [] };
}
