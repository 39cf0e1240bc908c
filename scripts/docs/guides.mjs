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
    slug: 'install',
    title: 'Install',
    summary: 'What to install from a release for each kind of project: a web game, local testing, CI, a game backend, Unity, Defold, Godot.',
    sections: [{ file: 'README.md', heading: 'Install in your game\'s project' }],
  },
  {
    slug: 'call-sequence',
    title: 'The call sequence',
    summary: 'The order the platform requires, in every engine: initialise, report progress, start, recover purchases, save, prompt guests, schedule notifications.',
    sections: [
      { file: 'sdk-core/README.md', heading: 'The call sequence', title: 'TypeScript' },
      { file: 'unity-bridge/README.md', heading: 'The call sequence', title: 'C# (Unity)' },
      { file: 'defold-bridge/README.md', heading: 'Use', title: 'Lua (Defold)' },
      { file: 'godot-bridge/addons/gamesdk/README.md', heading: 'The call sequence in GDScript', title: 'GDScript (Godot)' },
    ],
  },
  {
    slug: 'purchase-recovery',
    title: 'Recovering purchases exactly once',
    summary: 'Grant each purchase once, whatever fails when: the recovery helper, the backend recipe, the claim.',
    sections: [{ file: 'sdk-core/README.md', heading: 'Recovering purchases exactly once' }],
  },
  {
    slug: 'game-backend',
    title: 'The game backend: verify client and verify server',
    summary: 'Verify what the platform signs and claim purchases from a game backend; run the verify server for development and in production.',
    sections: [
      { file: 'verify-client/README.md', heading: 'Install', title: 'Install the verify client' },
      { file: 'verify-client/README.md', heading: 'Use', title: 'Use the verify client' },
      { file: 'verify-client/README.md', heading: 'Retries and errors', title: 'Retries and errors' },
      { file: 'verify-server/README.md', heading: 'Start it', title: 'Run the verify server (development and production)' },
      { file: 'verify-server/README.md', heading: 'The backend recipe (exactly once)', title: 'The backend recipe (exactly once)' },
      { file: 'verify-server/README.md', heading: 'The endpoints', title: 'The verify server\'s endpoints' },
    ],
  },
  {
    slug: 'cli',
    title: 'The command line: check, upload, CI',
    summary: 'gamesdk check (the preflight), games and builds upload with a team API key, and a CI pipeline.',
    sections: [
      { file: 'cli/README.md', heading: 'Install and run', title: 'Install and run' },
      { file: 'cli/README.md', heading: 'Commands', title: 'Commands' },
      { file: 'cli/README.md', heading: '`gamesdk check`: the preflight', title: 'gamesdk check: the preflight' },
      { file: 'cli/README.md', heading: 'Pipeline semantics (the spec\'s retry guidance)', title: 'Pipeline semantics' },
      { file: 'examples/ci-pipeline/README.md', heading: 'CI pipeline example: check, then upload', title: 'A CI pipeline' },
    ],
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
  {
    slug: 'loading-screen-modes',
    title: 'Loading screen modes',
    summary: 'Auto and Manual loading on the mock platform: what each needs from the game, and when Manual sends the player home.',
    sections: [{ file: 'mock-platform/README.md', heading: 'Loading screen modes' }],
  },
  {
    slug: 'control-surface',
    title: 'The mock platform\'s control surface',
    summary: 'Script the mock platform from tests: outcomes, faults, events, state, over HTTP or from Node.',
    sections: [
      { file: 'mock-platform/README.md', heading: '3. Node API (`@gamesdk/mock-platform`)', title: 'From Node' },
      { file: 'mock-platform/README.md', heading: 'Control surface (raw HTTP under `/__mock/api`, JSON)', title: 'Over HTTP' },
    ],
  },
  {
    slug: 'dashboard',
    title: 'The dashboard and the publish flow',
    summary: 'The local build upload service: team members and roles, API keys, uploading builds and publishing from the dashboard.',
    sections: [
      { file: 'mock-platform/src/upload-api/README.md', heading: 'Try it in one minute', title: 'Try it in one minute' },
      { file: 'mock-platform/src/upload-api/README.md', heading: 'The dashboard\'s people: team members and roles (the local model)', title: 'Team members and roles' },
      { file: 'mock-platform/src/upload-api/README.md', heading: 'API keys (the dashboard\'s Team page)', title: 'API keys' },
      { file: 'mock-platform/src/upload-api/README.md', heading: 'Endpoints and answers', title: 'The upload API\'s endpoints' },
    ],
  },
  {
    slug: 'contributing',
    title: 'Contributing',
    summary: 'Working on this repository: its set-up, tests, generated files and release.',
    sections: [
      { file: 'README.md', heading: 'Quick start', title: 'Quick start' },
      { file: 'README.md', heading: 'Working here', title: 'Working here' },
    ],
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

/** The headings each guide holds: `file#anchor` -> the guide page and anchor that show it. */
function guideAnchors() {
  const anchors = new Map();
  for (const guide of GUIDES) {
    for (const section of guide.sections) {
      const { body } = sectionOf(readFileSync(`${ROOT}${section.file}`, 'utf8'), section.heading, section.file);
      const own = `${section.file}#${slugOf(section.heading)}`;
      // The section's own heading: the page itself, or its title when the page has several.
      if (!anchors.has(own)) anchors.set(own, `${guide.slug}.html${guide.sections.length > 1 ? `#${slugOf(section.title)}` : ''}`);
      for (const token of new Marked({ gfm: true }).lexer(body)) {
        const key = `${section.file}#${slugOf(token.text ?? '')}`;
        if (token.type === 'heading' && !anchors.has(key)) anchors.set(key, `${guide.slug}.html#${slugOf(token.text)}`);
      }
    }
  }
  return anchors;
}

/** Renders one README section to HTML, its headings one level below `baseLevel`, its links rewritten. */
function renderSection({ file, heading }, { version, repository, baseLevel, assets, anchors, slug }) {
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
      const atTag = `${repository}/blob/v${version}/`;
      if (href.startsWith(atTag)) {
        // The repository at the release's tag: in the site when a guide shows that heading.
        const inSite = anchors.get(href.slice(atTag.length));
        if (inSite) token.href = inSite.startsWith(`${slug}.html#`) ? inSite.slice(slug.length + 5) : inSite;
        return;
      }
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
      const inSite = hash && anchors.get(`${target}#${hash}`);
      if (inSite) {
        token.href = inSite.startsWith(`${slug}.html#`) ? inSite.slice(slug.length + 5) : inSite; // another guide's heading
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
  const anchors = guideAnchors();
  return GUIDES.map((guide) => {
    const several = guide.sections.length > 1;
    const html = guide.sections
      .map((section) => {
        const source = `<p class="source">From <a href="${repository}/blob/v${version}/${section.file}#${slugOf(section.heading)}">${section.file}</a>.</p>\n`;
        const body = renderSection(section, { version, repository, baseLevel: several ? 3 : 2, assets, anchors, slug: guide.slug });
        return several ? `<h2 id="${slugOf(section.title)}">${section.title}</h2>\n${source}${body}` : `${source}${body}`;
      })
      .join('\n');
    return { slug: guide.slug, title: guide.title, summary: guide.summary, html };
  });
}
