// Writes the description of each plain operation's TypeScript doc comment (the Sdk interface in
// sdk-core/src/sdk.ts, each module's interface in sdk-core/src/modules/) from the manifest's doc,
// the one description every engine renders (C#'s doc comments, Defold's script_api). The rest of
// each file, each comment's tags (@example: TypeScript's examples) and the comments of shaped
// operations (ads, the prompt, events, the recovery: each engine describes its own shape) are kept
// as written. Parsed with the TypeScript compiler's parser only.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { readErrorTable } from './error-table.mjs';
import { isPlain, pathOf } from './tables/operations.mjs';

export const from = 'operations';
const src = fileURLToPath(new URL('../../sdk-core/src/', import.meta.url));
export const targets = ['sdk-core/src/sdk.ts', ...readdirSync(`${src}modules`).filter((name) => name.endsWith('.ts')).sort().map((name) => `sdk-core/src/modules/${name}`)];

const parse = (name, text) => ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true);

/** The module of each interface the Sdk interface holds ('' for Sdk itself), by interface name. */
function modulesByInterface() {
  const modules = new Map([['Sdk', '']]);
  parse('sdk.ts', readFileSync(`${src}sdk.ts`, 'utf8')).forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'Sdk') return;
    for (const member of node.members) {
      if (member.name && ts.isIdentifier(member.name) && member.type && ts.isTypeReferenceNode(member.type)) modules.set(member.type.typeName.getText(), member.name.text);
    }
  });
  return modules;
}

/** The manifest's doc lines in TypeScript's words: codes as written, names and code in backticks. */
function tsLines(op, operations) {
  const codes = new Set(readErrorTable().map((row) => row.code));
  const modules = new Set(operations.map((other) => other.module).filter(Boolean));
  const reference = (ref) => {
    if (ref === 'null') return 'null';
    if (codes.has(ref)) return ref;
    if (ref.startsWith('@')) return `\`${ref.slice(1)}\``;
    if (/^[A-Z]/.test(ref)) return ref.includes('.') ? `\`${ref}\`` : ref;
    if (operations.some((other) => pathOf(other) === ref) || modules.has(ref)) return `\`${ref}\``;
    throw new Error(`operations.json ${pathOf(op)}: doc names {${ref}}, which is no operation, module, type, argument or error code`);
  };
  return op.doc.map((line) => {
    const text = line.split('`').map((part, i) => (i % 2 ? `\`${part}\`` : part.replace(/\{([@\w.]+)\}/g, (_, ref) => reference(ref)))).join('');
    if (text.includes('*/')) throw new Error(`operations.json ${pathOf(op)}: a doc line cannot hold "*/"`);
    return text;
  });
}

export function emit(operations, current, target) {
  if (current === null) return null;
  const modules = modulesByInterface();
  const source = parse(target, current);
  const edits = [];
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || !modules.has(node.name.text)) return;
    const module = modules.get(node.name.text);
    for (const member of node.members) {
      const name = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
      const op = operations.find((each) => each.module === module && each.name === name && !each.bridgeOnly && isPlain(each));
      const doc = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc).pop();
      if (!op?.doc || !doc) continue;
      const start = doc.getStart(source);
      const indent = current.slice(current.lastIndexOf('\n', start) + 1, start);
      // The tags, as written: from the first line that starts one to the comment's end.
      const lines = current.slice(start, doc.end).split('\n');
      const first = lines.findIndex((line, i) => i > 0 && /^\s*\*\s*@/.test(line));
      const tags = first < 0 ? [] : lines.slice(first, -1);
      const description = tsLines(op, operations);
      const text = description.length === 1 && !tags.length
        ? `/** ${description[0]} */`
        : ['/**', ...description.map((line) => `${indent} * ${line}`), ...tags, `${indent} */`].join('\n');
      edits.push({ start, end: doc.end, text });
    }
  });
  let out = current;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  return out;
}
