// Emits the Defold editor's script_api: one member per Lua function, in manifest order. The
// description and parameters of plain operations come from the manifest (its doc, rendered for
// Lua: the one description of the operation); returns and examples (and every field of the
// hand-written functions: ads, the prompt, events, parse_error, the recovery) are kept from the
// file as written. A new operation gets a skeleton to describe.
import { luaDoc } from './languages/lua-doc.mjs';
import { readOperations, isPlain, luaNamesOf, luaArgName, bridgedArgs, pathOf } from './tables/operations.mjs';

export const from = 'operations';
export const target = 'defold-bridge/gamesdk/api/gamesdk.script_api';

const banner = '# Member names, and the descriptions and parameters of plain operations, are generated from\n# sdk-core/api/operations.json (npm run generate); the rest is written here and kept.';
const TYPE = { string: 'string', number: 'number', boolean: 'boolean', table: 'table', level: '[string, number]', function: 'function' };

/** The file's members as { name: { field: raw text } }, and the text before the first member. */
function readMembers(text) {
  const members = new Map();
  const lines = text.split('\n');
  const first = lines.findIndex((line) => /^ {2}- name: /.test(line));
  let member = null;
  let field = null;
  for (const line of lines.slice(first < 0 ? lines.length : first)) {
    const start = line.match(/^ {2}- name: (\w+)$/);
    if (start) {
      member = new Map();
      members.set(start[1], member);
      field = null;
      continue;
    }
    const key = line.match(/^ {4}(\w+):/);
    if (key) field = key[1];
    if (member && field && line !== '') member.set(field, `${member.get(field) ?? ''}${line}\n`);
  }
  return { members, head: first < 0 ? null : lines.slice(0, first).join('\n') };
}

function parameters(op) {
  const lines = ['    parameters:'];
  for (const arg of bridgedArgs(op)) {
    lines.push(`    - name: ${luaArgName(arg)}`, `      type: ${TYPE[arg.type]}`);
    if (arg.optional) lines.push('      optional: true');
  }
  if (op.kind === 'async') lines.push('    - name: callback', '      type: function', '      optional: true');
  return lines.length > 1 ? `${lines.join('\n')}\n` : '';
}

function skeleton(op) {
  const fields = new Map([['type', '    type: function\n'], ['desc', `    desc: "${pathOf(op)} of the SDK."\n`]]);
  if (op.kind === 'sync') fields.set('returns', '    returns:\n    - name: value\n      type: [string, number, boolean, table, nil]\n');
  return fields;
}

export function emit(operations = readOperations(), current) {
  const { members, head } = readMembers(current ?? '');
  const header = head ?? '- name: sdk\n  type: table\n  desc: The game SDK.\n  members:';
  const body = [];
  for (const op of operations) {
    for (const name of luaNamesOf(op)) {
      const fields = members.get(name) ?? skeleton(op);
      const described = isPlain(op) ? luaDoc(op, operations) : null;
      const desc = described === null ? fields.get('desc') ?? '' : `    desc: ${JSON.stringify(described)}\n`;
      const out = [`  - name: ${name}\n`, fields.get('type') ?? '    type: function\n', desc];
      out.push(isPlain(op) ? parameters(op) : fields.get('parameters') ?? '');
      for (const [key, text] of fields) if (!['type', 'desc', 'parameters'].includes(key)) out.push(text);
      body.push(out.join(''));
    }
  }
  const headLines = header.split('\n').filter((line) => !line.startsWith('# Member names') && !line.startsWith('# sdk-core/api/operations.json (npm run generate)'));
  return `${banner}\n${headLines.join('\n')}\n${body.join('')}`;
}
