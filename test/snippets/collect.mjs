// Every code block a reader meets: the fenced blocks of every README (and the Unity package's
// Documentation~ pages), the C# examples the Unity doc comments include, and the blocks of the
// docs site as `npm run docs` builds it (its guides are README sections, so a block already found
// in a README is that block; the rest are the doc comments' examples). A marker on the line right
// before a fence says how the block runs or why it cannot:
//   <!-- snippet: harness <name> -->          run inside that harness (see each language's runner)
//   <!-- snippet: not runnable: <reason> -->  counted and reported, never run
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../../scripts/docs/site.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A block's language, by the info string's first word. */
const LANGUAGES = { ts: 'ts', typescript: 'ts', js: 'js', javascript: 'js', mjs: 'js', csharp: 'csharp', cs: 'csharp', 'c#': 'csharp', lua: 'lua', gdscript: 'gdscript', sh: 'sh', bash: 'sh', shell: 'sh', json: 'json', ini: 'ini', html: 'html', text: 'text', yaml: 'yaml', yml: 'yaml', '': 'text' };

/**
 * @typedef {{ source: string, line: number, language: string, code: string, harness?: string, notRunnable?: string }} Snippet
 */

/** The marker on the lines right before line `at` (blank lines between are allowed). */
function markerBefore(lines, at) {
  for (let i = at - 1; i >= 0 && i >= at - 3; i--) {
    const text = lines[i].trim();
    if (text === '') continue;
    const match = /^<!-- snippet: (.*?) -->$/.exec(text);
    if (!match) return {};
    const notRunnable = /^not runnable: (.+)$/.exec(match[1]);
    if (notRunnable) return { notRunnable: notRunnable[1] };
    const harness = /^harness ([\w-]+)$/.exec(match[1]);
    if (harness) return { harness: harness[1] };
    throw new Error(`line ${i + 1}: unknown snippet marker "${match[1]}" (harness <name> or not runnable: <reason>)`);
  }
  return {};
}

/** The fenced blocks of one Markdown file. */
export function blocksOf(markdown, source) {
  const lines = markdown.split('\n');
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    const end = lines.findIndex((line, j) => j > i && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '');
    if (end < 0) throw new Error(`${source}:${i + 1}: a code block that never closes`);
    const language = LANGUAGES[info.toLowerCase()];
    if (language === undefined) throw new Error(`${source}:${i + 1}: a code block in "${info}", which no runner knows`);
    let marker;
    try {
      marker = markerBefore(lines, i);
    } catch (error) {
      throw new Error(`${source}:${error.message}`);
    }
    const code = lines.slice(i + 1, end).map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n');
    found.push({ source, line: i + 1, language, code, ...marker });
    i = end;
  }
  return found;
}

const unescape = (html) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const SITE_LANGUAGES = { ...LANGUAGES, 'language-csharp': 'csharp' };

/**
 * The docs site's blocks: `signatures` (the reference's engine columns, written from each engine's
 * declarations by the docs build, which fails when one names a member an engine lacks) apart from
 * the `examples` (every other block).
 */
export function siteBlocks() {
  const signatures = [];
  const examples = [];
  for (const [path, text] of buildSite()) {
    if (typeof text !== 'string' || !path.endsWith('.html')) continue;
    const tables = [...text.matchAll(/<table class="engines">[\s\S]*?<\/table>/g)].map((m) => [m.index, m.index + m[0].length]);
    for (const match of text.matchAll(/<pre><code(?: class="language-([\w#-]+)")?>([\s\S]*?)<\/code><\/pre>/g)) {
      const language = SITE_LANGUAGES[(match[1] ?? '').toLowerCase()];
      if (language === undefined) throw new Error(`docs site ${path}: a code block in "${match[1]}", which no runner knows`);
      const block = { source: `docs site ${path}`, line: text.slice(0, match.index).split('\n').length, language, code: unescape(match[2]).replace(/\n$/, '') };
      (tables.some(([from, to]) => match.index > from && match.index < to) ? signatures : examples).push(block);
    }
  }
  return { signatures, examples };
}

/** Every README and Documentation~ page the repository tracks (test fixtures aside), root first. */
export function markdownFiles() {
  const tracked = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  return tracked.filter((path) => /(^|\/)README\.md$|\/Documentation~\/.*\.md$/.test(path) && !/(^|\/)test\//.test(path));
}

/** The C# examples the Unity package's doc comments include (scripts/codegen/languages/cs-doc.mjs). */
function unityExamples() {
  const dir = 'unity-bridge/com.gamesdk.sdk/Documentation~/examples';
  return execFileSync('git', ['ls-files', dir], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path.endsWith('.cs'))
    .map((path) => ({ source: path, line: 1, language: 'csharp', code: readFileSync(join(ROOT, path), 'utf8').trimEnd(), harness: 'statements' }));
}

/**
 * Every snippet once (a site block that is a README's block counts as that README's), and the
 * site's signatures apart.
 * @returns {{ snippets: Snippet[], signatures: Snippet[] }}
 */
export function collect() {
  const snippets = [];
  for (const file of markdownFiles()) snippets.push(...blocksOf(readFileSync(join(ROOT, file), 'utf8'), file));
  snippets.push(...unityExamples());
  const known = new Set(snippets.map((s) => s.code.trim()));
  const { signatures, examples } = siteBlocks();
  for (const block of examples) {
    if (known.has(block.code.trim())) continue;
    known.add(block.code.trim());
    snippets.push(block);
  }
  return { snippets, signatures };
}
