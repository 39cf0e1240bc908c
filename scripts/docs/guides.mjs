// The guides of the API reference: sections of the packages' READMEs, rendered (never copied by
// hand) with marked. Links inside a section to a heading it holds stay in the page; any other
// relative link (another README, a heading outside the section, a file) points at the repository
// on GitHub at the release's tag, so nothing in the site links to a file it does not ship.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The guides: a page each, made of README sections (path from the root, heading as written). */
export const GUIDES = [
  {
    slug: 'call-sequence',
    title: 'The call sequence',
    summary: 'The order the platform requires, in every engine: initialise, report progress, start, recover purchases, save, prompt guests, schedule notifications.',
    sections: [
      { file: 'sdk-core/README.md', heading: 'The call sequence', title: 'TypeScript' },
      { file: 'unity-bridge/README.md', heading: 'The call sequence', title: 'C# (Unity)' },
      { file: 'defold-bridge/README.md', heading: 'Use', title: 'Lua (Defold)' },
    ],
  },
  {
    slug: 'purchase-recovery',
    title: 'Recovering purchases exactly once',
    summary: 'Grant each purchase once, whatever fails when: the recovery helper, the backend recipe, the claim.',
    sections: [{ file: 'sdk-core/README.md', heading: 'Recovering purchases exactly once' }],
  },
  {
    slug: 'launch-checklist',
    title: 'The launch checklist',
    summary: 'What the mock platform\'s monitor judges, item by item, while you play.',
    sections: [{ file: 'mock-platform/README.md', heading: 'The platform shell and the launch checklist monitor' }],
  },
  {
    slug: 'local-testing',
    title: 'Local testing on the mock platform',
    summary: 'Serve a build or a dev server on the mock platform, with the shell, the control surface and signed values.',
    sections: [{ file: 'mock-platform/README.md', heading: 'Install, run, use' }],
  },
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
export const slugOf = (text) => text.toLowerCase().replace(/<[^>]+>/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');

/** The section of `markdown` under `## heading` (any level), up to the next heading of its level or above. */
function sectionOf(markdown, heading, file) {
  const lines = markdown.split('\n');
  let inFence = false;
  const headings = lines.map((line) => {
    if (/^```/.test(line)) inFence = !inFence;
    const match = !inFence && /^(#{1,6}) (.*)$/.exec(line);
    return match ? { level: match[1].length, text: match[2].trim() } : null;
  });
  const start = headings.findIndex((h) => h && h.text === heading);
  if (start < 0) throw new Error(`${file} has no heading "${heading}" (a guide of the API reference)`);
  const { level } = headings[start];
  const end = headings.findIndex((h, i) => i > start && h && h.level <= level);
  return { body: lines.slice(start + 1, end < 0 ? lines.length : end).join('\n'), level };
}

/** Renders one README section to HTML, its headings one level below `baseLevel`, its links rewritten. */
function renderSection({ file, heading }, { version, repository, baseLevel, assets }) {
  const markdown = readFileSync(`${ROOT}${file}`, 'utf8');
  const { body, level } = sectionOf(markdown, heading, file);
  const ids = new Set();
  const blob = (path, hash = '') => `${repository}/blob/v${version}/${path}${hash}`;
  const marked = new Marked({ gfm: true });
  // First pass: the headings the section holds (the anchors that stay in the page).
  for (const token of marked.lexer(body)) if (token.type === 'heading') ids.add(slugOf(token.text));
  marked.use({
    walkTokens(token) {
      if (token.type !== 'link' && token.type !== 'image') return;
      const href = token.href;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return; // absolute: another site
      const [path, hash = ''] = href.split('#');
      if (path === '' && ids.has(hash)) return; // a heading of this section
      const target = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), path));
      if (token.type === 'image') {
        // Pictures ship with the site, beside the guides.
        const name = posix.basename(target);
        assets.set(`guides/images/${name}`, `${ROOT}${target}`);
        token.href = `images/${name}`;
        return;
      }
      token.href = blob(target, hash ? `#${hash}` : '');
    },
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens);
        const shifted = Math.min(6, depth - level + baseLevel);
        return `<h${shifted} id="${slugOf(text)}">${text}</h${shifted}>\n`;
      },
    },
  });
  return marked.parse(body);
}

/**
 * Each guide as { slug, title, summary, html }: its sections rendered, under their own titles when
 * it has several; `assets` (site path -> file) receives the pictures they show.
 */
export function renderGuides({ version, repository, assets }) {
  return GUIDES.map((guide) => {
    const several = guide.sections.length > 1;
    const html = guide.sections
      .map((section) => {
        const source = `<p class="source">From <a href="${repository}/blob/v${version}/${section.file}#${slugOf(section.heading)}">${section.file}</a>.</p>\n`;
        const body = renderSection(section, { version, repository, baseLevel: several ? 3 : 2, assets });
        return several ? `<h2 id="${slugOf(section.title)}">${section.title}</h2>\n${source}${body}` : `${source}${body}`;
      })
      .join('\n');
    return { slug: guide.slug, title: guide.title, summary: guide.summary, html };
  });
}
