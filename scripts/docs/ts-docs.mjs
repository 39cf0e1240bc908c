// Reads the doc comments of the game-facing API from sdk-core's TypeScript sources: the `Sdk`
// interface (sdk-core/src/sdk.ts) and each module's interface (sdk-core/src/modules/*.ts). Parsed
// with the TypeScript compiler's parser only (no type check), so it stays fast.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = fileURLToPath(new URL('../../sdk-core/src/', import.meta.url));

/** The interfaces of the given files, by name. */
function interfacesOf(files) {
  const found = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    source.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node)) found.set(node.name.text, node);
    });
  }
  return found;
}

/** A doc comment's text and its @example blocks. */
function docOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const text = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join('\n').trim();
  const examples = docs.flatMap((doc) => (doc.tags ?? []).filter((tag) => tag.tagName.text === 'example').map((tag) => (ts.getTextOfJSDocComment(tag.comment) ?? '').trim()));
  return { text, examples };
}

/** A member's declaration as written, without its doc comment: `purchaseAsync(options: PurchaseOptions): Promise<Purchase>`. */
const declarationOf = (member) => member.getText().replace(/;$/, '').replace(/\s+/g, ' ');

/**
 * The documentation of every module and member: `modules` maps a module ('' for Sdk itself) to
 * { interfaceName, doc, members: Map(name -> { declaration, doc }) }.
 */
export function readTsDocs() {
  const files = [`${SRC}sdk.ts`, ...readdirSync(`${SRC}modules`).filter((name) => name.endsWith('.ts')).map((name) => `${SRC}modules/${name}`)];
  const interfaces = interfacesOf(files);
  const sdk = interfaces.get('Sdk');
  if (!sdk) throw new Error('sdk-core/src/sdk.ts declares no interface Sdk');
  const membersOf = (node) => {
    const members = new Map();
    for (const member of node.members) {
      if (!member.name || !ts.isIdentifier(member.name)) continue;
      members.set(member.name.text, { declaration: declarationOf(member), doc: docOf(member), type: member.type && ts.isTypeReferenceNode(member.type) ? member.type.typeName.getText() : null });
    }
    return members;
  };
  const root = membersOf(sdk);
  const modules = new Map([['', { interfaceName: 'Sdk', doc: docOf(sdk), members: root }]]);
  for (const [name, member] of root) {
    const node = member.type && interfaces.get(member.type);
    if (node) modules.set(name, { interfaceName: member.type, doc: docOf(node), members: membersOf(node) });
  }
  return modules;
}
