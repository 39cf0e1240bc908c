// Builds the API reference in memory: one page per module (every operation with its spelling in
// each engine side by side, arguments, result, errors with codes, limits, the doc comments'
// behaviour notes and examples), the error codes, the limits and messages, the value types, and the guides. Every
// internal link is checked before anything is written: a dead one fails the build.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { csSignatures } from '../codegen/cs-operations.mjs';
import { readErrorTable } from '../codegen/error-table.mjs';
import { contextOf, isModuleCheck, luaArgName, luaNamesOf, pathOf, readOperations } from '../codegen/tables/operations.mjs';
import { repositoryLinkFault } from './artefact-links.mjs';
import { engineColumns } from './engines.mjs';
import { errorsByOperation } from './errors-for.mjs';
import { renderGuides } from './guides.mjs';
import { escape, page, prose, STYLE } from './html.mjs';
import { readLuaApi } from './lua-api.mjs';
import { readTsDocs } from './ts-docs.mjs';
import { valuesPage } from './values-page.mjs';
import { readValues } from '../codegen/tables/values.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const REPOSITORY = 'https://github.com/gamesdk/gamesdk';

const readJson = (path) => JSON.parse(readFileSync(`${ROOT}${path}`, 'utf8'));

/** The page of a module ('' is Sdk itself). */
export const modulePath = (module) => `modules/${module || 'sdk'}.html`;
const moduleTitle = (module) => (module ? `Sdk.${module}` : 'Sdk');

const PARTNER = {
  offered: 'Offered on the partner platform.',
  quiet: 'Accepted on the partner platform, where it does nothing: it succeeds, so the same code runs everywhere.',
  notOffered: 'Not offered on the partner platform: it fails with FEATURE_NOT_SUPPORTED.',
};
// Ads are offered as calls on the partner platform, which has no ad network: every ad reports no fill.
const NO_FILL = 'Accepted on the partner platform, which shows no ads: it only reports no fill (the noFill callback), so the game carries on.';
const partnerText = (op) => (['ad', 'rewardedAd'].includes(op.bridge) ? escape(NO_FILL) : isModuleCheck(op) ? `On the partner platform: ${op.partner === 'notOffered' ? '<code>false</code>' : '<code>true</code>'} once initialised.` : escape(PARTNER[op.partner ?? 'offered']));
/** What a bridge-only operation is, where TypeScript has it in another form. */
const BRIDGE_ONLY = {
  promptLogin: 'Starts the platform\'s SMS registration from an open registration prompt; on completion the game reloads as a registered player. In TypeScript, C# and GDScript a method of the prompt showRegistrationPrompt returns; in Lua an operation of its own.',
  parseError: 'A helper of the Lua bridge, listed here under Sdk because Lua calls it as sdk.parse_error: it reads an error a callback received. TypeScript throws and rejects with SdkError (code, message, context), C# with SdkError, GDScript returns a Result holding the error: none of them needs it.',
};
const KIND = { sync: 'returns a value', void: 'returns nothing', async: 'completes later (a promise; callbacks or a Task in C#; a callback in Lua)', callback: 'signals later through the callbacks it is given', event: 'listens to events', helper: 'a helper of the engine bridges', composed: 'a procedure over other operations' };

const code = (lines, language) => `<pre><code class="language-${language}">${escape(lines.join('\n'))}</code></pre>`;

function operationSection(op, { columns, operations, tsDocs, luaApi, errors, limits }) {
  const doc = op.bridgeOnly ? null : tsDocs.get(op.module)?.members.get(op.name)?.doc;
  if (!op.bridgeOnly && !doc?.text) throw new Error(`${pathOf(op)}: its TypeScript declaration has no doc comment`);
  const spellings = columns.map((column) => column.spell(op, operations));
  const engines = `<table class="engines"><thead><tr>${columns.map((c) => `<th scope="col">${escape(c.title)}</th>`).join('')}</tr></thead><tbody>
<tr>${spellings.map((s, i) => `<td>${s ? code(s.code, columns[i].language) : '<em>not in this engine</em>'}</td>`).join('')}</tr>
<tr>${spellings.map((s) => `<td>${s?.notes ? prose(s.notes) : ''}</td>`).join('')}</tr></tbody></table>`;
  const args = op.args.length
    ? `<h3>Arguments</h3><table><thead><tr><th>name</th><th>TypeScript</th><th>Lua</th><th>required</th></tr></thead><tbody>${op.args
        .map((arg) => `<tr><td><code>${escape(arg.name)}</code></td><td><code>${escape(arg.ts ?? arg.type)}</code></td><td>${arg.bridged === false ? '<em>not passed by the bridges</em>' : `<code>${escape(luaArgName(arg))}</code> (${escape(arg.type)})`}</td><td>${arg.optional ? 'optional' : 'required'}</td></tr>`)
        .join('')}</tbody></table>`
    : '';
  const result = `<h3>Result</h3><p><code>${escape(op.result ?? 'void')}</code> (${escape(KIND[op.kind])}).</p>`;
  const own = errors.get(contextOf(op)) ?? [];
  const errorList = own.length
    ? `<h3>Errors</h3><ul>${own.map(({ code: c, general }) => `<li><a href="../errors.html#${c}"><code>${c}</code></a>${general ? ' <span class="general">(as every such call)</span>' : ''}</li>`).join('')}</ul><p class="partner">Errors name the context <code>${escape(contextOf(op))}</code>.</p>`
    : '';
  const bounded = limits.filter(([, limit]) => limit.appliesTo.includes(contextOf(op)));
  const limitList = bounded.length ? `<h3>Limits</h3><ul>${bounded.map(([name, limit]) => `<li><a href="../limits.html#${name}"><code>${escape(name)}</code></a> = <code>${escape(JSON.stringify(limit.value))}</code>: ${escape(limit.doc)}</li>`).join('')}</ul>` : '';
  const luaExamples = luaNamesOf(op).flatMap((name) => luaApi.get(name)?.examples ?? []);
  const examples = [...(doc?.examples ?? []).map((text) => code([text], 'ts')), ...luaExamples.map((text) => code([text], 'lua'))];
  return `<section class="operation" id="${escape(op.name)}">
<h2><code>${escape(pathOf(op))}</code></h2>
<p class="partner">${partnerText(op)}</p>
${op.bridgeOnly ? `<p>${escape(BRIDGE_ONLY[op.bridge] ?? 'An operation of the engine bridges only (no Sdk method in TypeScript).')}</p>` : prose(doc.text)}
${engines}
${args}${result}${errorList}${limitList}${examples.length ? `<h3>Examples</h3>${examples.join('\n')}` : ''}
</section>`;
}

/**
 * Checks every link of every page: a relative one names a page that exists and, with a fragment, holds
 * that id; one into the repository names a tracked file (and heading) at the release's tag.
 */
export function deadLinks(files) {
  const dead = [];
  for (const [path, text] of files) {
    if (typeof text !== 'string' || !path.endsWith('.html')) continue;
    for (const [, attr, href] of text.matchAll(/\b(href|src)="([^"]*)"/g)) {
      if (href.startsWith(`${REPOSITORY}/`)) {
        const why = repositoryLinkFault(href.replace(/&amp;/g, '&'));
        if (why) dead.push(`${path}: ${href} (${why})`);
        continue;
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // another site
      const [target, hash] = href.split('#');
      const resolved = target === '' ? path : posix.normalize(posix.join(posix.dirname(path), target));
      const found = files.get(resolved);
      if (found === undefined) dead.push(`${path}: ${attr} ${href} (no ${resolved})`);
      else if (hash && !(typeof found === 'string' && found.includes(`id="${hash}"`))) dead.push(`${path}: ${href} (${resolved} has no id ${hash})`);
    }
  }
  return dead;
}

/**
 * The whole site as a Map from its path (`index.html`, `modules/iap.html`, ...) to the page's text,
 * or to `{ file }` for a file copied as it is. Throws when a source lost something the reference
 * shows, or when a link would be dead.
 */
export function buildSite() {
  const { version } = readJson('package.json');
  const operations = readOperations();
  const errorTable = readErrorTable();
  const { limits, messages } = readJson('sdk-core/api/rules.json');
  const tsDocs = readTsDocs();
  const luaApi = readLuaApi();
  const columns = engineColumns({ tsDocs, csSignatures: csSignatures(operations), luaApi });
  const errors = errorsByOperation(operations, errorTable);
  const contexts = new Set(operations.map(contextOf));
  for (const [name, limit] of Object.entries(limits)) {
    if (!Array.isArray(limit.appliesTo) || !limit.appliesTo.length) throw new Error(`rules.json limit ${name}: appliesTo must name the operations it bounds`);
    for (const context of limit.appliesTo) if (!contexts.has(context)) throw new Error(`rules.json limit ${name}: appliesTo names ${context}, no operation of the manifest`);
  }
  const modules = [...new Set(operations.map((op) => op.module))];
  const assets = new Map();
  const guides = renderGuides({ version, repository: REPOSITORY, assets });
  const nav = (current) => [
    ...modules.map((module) => ({ href: modulePath(module), text: moduleTitle(module), current: current === modulePath(module) })),
    { href: 'errors.html', text: 'Errors', current: current === 'errors.html' },
    { href: 'limits.html', text: 'Limits', current: current === 'limits.html' },
    { href: 'values.html', text: 'Values', current: current === 'values.html' },
    ...guides.map((guide) => ({ href: `guides/${guide.slug}.html`, text: guide.title, current: current === `guides/${guide.slug}.html` })),
  ];
  const files = new Map([['style.css', STYLE]]);
  const add = (path, title, body) => files.set(path, page({ title, depth: path.split('/').length - 1, nav: nav(path), body, version }));
  const sources = { columns, operations, tsDocs, luaApi, errors, limits: Object.entries(limits) };

  for (const module of modules) {
    const ops = operations.filter((op) => op.module === module);
    const moduleDoc = tsDocs.get(module)?.doc.text;
    if (!moduleDoc) throw new Error(`module ${moduleTitle(module)}: its TypeScript interface has no doc comment`);
    const contents = `<ul class="contents">${ops.map((op) => `<li><a href="#${escape(op.name)}"><code>${escape(op.name)}</code></a></li>`).join('')}</ul>`;
    add(modulePath(module), moduleTitle(module), `<h1><code>${moduleTitle(module)}</code></h1>\n${prose(moduleDoc)}\n<p>Each operation in ${columns.map((c) => c.title).join(', ')}.</p>\n${contents}\n${ops.map((op) => operationSection(op, sources)).join('\n')}`);
  }

  const producers = (row) => row.producedBy.map((entry) => {
    const op = operations.find((o) => contextOf(o) === entry);
    return op ? `<a href="${modulePath(op.module)}#${escape(op.name)}"><code>${escape(entry)}</code></a>` : escape(entry);
  });
  add('errors.html', 'Errors', `<h1>Error codes</h1>
<p>Every failure is an error with a <code>code</code> from this one table, a message and the context (the failing call). TypeScript: <code>SdkError.code</code>; C#: <code>SdkError.Code</code>, an <code>ErrorCode</code>; Lua: <code>sdk.parse_error(err).code</code>, compared with <code>gamesdk.generated.error_codes</code>.</p>
<table><thead><tr><th>code</th><th>C#</th><th>meaning</th><th>produced by</th></tr></thead><tbody>
${errorTable.map((row) => `<tr id="${row.code}"><td><code>${row.code}</code></td><td><code>ErrorCode.${escape(row.unity)}</code></td><td>${escape(row.meaning)}</td><td>${producers(row).join(', ')}</td></tr>`).join('\n')}
</tbody></table>`);

  const users = (limit) => limit.appliesTo.map((context) => {
    const op = operations.find((o) => contextOf(o) === context);
    return `<a href="${modulePath(op.module)}#${escape(op.name)}"><code>${escape(context)}</code></a>`;
  });
  add('limits.html', 'Limits', `<h1>Limits and messages</h1>
<p>The platform's argument rules, the same in every engine (generated from <code>sdk-core/api/rules.json</code> into each).</p>
<table><thead><tr><th>limit</th><th>value</th><th>what</th><th>bounds</th></tr></thead><tbody>
${Object.entries(limits).map(([name, limit]) => `<tr id="${name}"><td><code>${name}</code></td><td><code>${escape(JSON.stringify(limit.value))}</code></td><td>${escape(limit.doc)}</td><td>${users(limit).join(', ')}</td></tr>`).join('\n')}
</tbody></table>
<h2 id="messages">INVALID_PARAM messages</h2>
<table><thead><tr><th>message</th><th>text</th><th>when</th></tr></thead><tbody>
${Object.entries(messages).map(([name, message]) => `<tr id="message-${name}"><td><code>${name}</code></td><td><code>${escape(message.text)}</code></td><td>${escape(message.doc)}</td></tr>`).join('\n')}
</tbody></table>`);

  add('values.html', 'Values', valuesPage(readValues()));

  for (const guide of guides) add(`guides/${guide.slug}.html`, guide.title, `<h1>${escape(guide.title)}</h1>\n${guide.html}`);
  for (const [path, file] of assets) files.set(path, { file });

  add('index.html', 'API reference', `<h1>gamesdk ${escape(version)}: API reference</h1>
<p>Every operation of the SDK in every engine: ${columns.map((c) => escape(c.title)).join(', ')}, side by side, with its arguments, result, error codes, limits and what the partner platform does.</p>
<h2 id="modules">Modules</h2>
<table><thead><tr><th>module</th><th>what</th><th>operations</th></tr></thead><tbody>
${modules.map((module) => `<tr><td><a href="${modulePath(module)}"><code>${moduleTitle(module)}</code></a></td><td>${escape(tsDocs.get(module).doc.text.split('\n\n')[0].replace(/\s*\n\s*/g, ' '))}</td><td>${operations.filter((op) => op.module === module).length}</td></tr>`).join('\n')}
</tbody></table>
<h2 id="guides">Guides</h2>
<ul>${guides.map((guide) => `<li><a href="guides/${guide.slug}.html">${escape(guide.title)}</a>: ${escape(guide.summary)}</li>`).join('\n')}</ul>
<h2 id="reference">Tables</h2>
<ul><li><a href="errors.html">Error codes</a>: every code, its C# name, its meaning, the calls that give it.</li>
<li><a href="limits.html">Limits and messages</a>: the argument rules every engine enforces.</li>
<li><a href="values.html">Values</a>: every value type, each field as every engine spells it.</li></ul>`);

  const dead = deadLinks(files);
  if (dead.length) throw new Error(`dead links in the API reference:\n  ${dead.join('\n  ')}`);
  return files;
}
