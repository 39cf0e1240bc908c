// The engines' browser script as the Unity package ships it (gamesdk.jspre): browser-script's
// dist/gamesdk-bridge-unity.js (Unity's dialect alone) lowered to ES2017 by TypeScript with every for-of loop rewritten as a
// plain `for` over the iterator, its helpers (lowering-helpers.mjs) defined inside, minified by
// terser (ES2017 out), wrapped in a function so that the one name it declares in Emscripten's
// scope is Sdk. Unity hands .jspre files to Emscripten, whose JS optimizer runs on release builds.
// Parsing is not the limit: Emscripten 2.0.19 (Unity 2021.3) parses ES2020
// (tools/acorn-optimizer.js, ecmaVersion 2020, commit 975d6edec33b23b9f507966c3e84b90260ef0abc).
// What breaks in a pre-js there: object spread in the versions Unity ships (ES2018, lowered here to
// Object.assign), and two things of the JSDCE pass (tools/acorn-optimizer.js, runJSDCE), which
// reads a declarator's name as `id.name`: it empties a declaration whose names are unused and puts
// it back only in `for` and `for-in` heads (restoreForVars), never in a `for-of` one, which leaves
// `for ( of x)`; and it takes a destructuring declarator's name to be `undefined`, unused, so it
// drops `const [a, b] = t` whenever the initialiser looks free of side effects (see
// keepDestructuring). The release-like link in test/jslib.test.ts proves the lowered script
// survives Debian's emcc -O2, and test/jspre.test.ts runs the JSDCE pass itself over the .jspre. ES2017 rather than ES5 keeps classes, arrows, async functions and
// destructuring native: about 2.4 KB gzipped less than the ES5 lowering with its helpers.
import { parse } from 'acorn';
import ts from 'typescript';
import { minify_sync as minify } from 'terser';
import { LOWERING_HELPERS } from './lowering-helpers.mjs';

/**
 * A TypeScript transform that rewrites `for (HEAD of EXPR) BODY` as
 * `for (var it = (EXPR)[Symbol.iterator](), step; !(step = it.next()).done;) { HEAD = step.value; BODY }`,
 * HEAD keeping its own `const`/`let` inside the block (one binding per turn, as for-of has). The
 * iterator's `return` is not called on an early exit: the script iterates arrays, Maps, Sets and
 * Object.entries, whose iterators hold nothing to release.
 * @param {import('typescript').TransformationContext} context
 */
const forOfAsFor = (context) => {
  const f = context.factory;
  const visit = (node) => {
    if (!ts.isForOfStatement(node)) return ts.visitEachChild(node, visit, context);
    if (node.awaitModifier) throw new Error('the browser script has a for-await loop, which the .jspre lowering does not rewrite');
    const iterator = f.createUniqueName('it');
    const step = f.createUniqueName('step');
    const value = f.createPropertyAccessExpression(step, 'value');
    const head = node.initializer;
    const bind = ts.isVariableDeclarationList(head)
      ? f.createVariableStatement(undefined, f.createVariableDeclarationList([f.createVariableDeclaration(head.declarations[0].name, undefined, undefined, value)], head.flags))
      : f.createExpressionStatement(f.createAssignment(head, value));
    const body = ts.visitNode(node.statement, visit);
    const start = f.createCallExpression(f.createElementAccessExpression(f.createParenthesizedExpression(ts.visitNode(node.expression, visit)), f.createPropertyAccessExpression(f.createIdentifier('Symbol'), 'iterator')), undefined, []);
    const next = f.createAssignment(step, f.createCallExpression(f.createPropertyAccessExpression(iterator, 'next'), undefined, []));
    return f.createForStatement(
      f.createVariableDeclarationList([f.createVariableDeclaration(iterator, undefined, undefined, start), f.createVariableDeclaration(step)]),
      f.createLogicalNot(f.createPropertyAccessExpression(f.createParenthesizedExpression(next), 'done')),
      undefined,
      f.createBlock([bind, ...(ts.isBlock(body) ? body.statements : [body])], true),
    );
  };
  return (file) => ts.visitNode(file, visit);
};

/**
 * `code` with the initialiser of each destructuring declarator that JSDCE could take for free of
 * side effects (anything but a call, an await, a sequence or a member of an object other than Math)
 * written `(0, init)`: a sequence, which JSDCE always keeps. The minifier writes such declarators
 * (`const [shape, context] = call`), so this runs on its output.
 * @param {string} code
 * @returns {string}
 */
export function keepDestructuring(code) {
  const inits = [];
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node.type === 'string') {
      const { type, id, init } = node;
      const kept = init && (['CallExpression', 'AwaitExpression', 'SequenceExpression'].includes(init.type) || (init.type === 'MemberExpression' && !(init.object.type === 'Identifier' && init.object.name === 'Math')));
      if (type === 'VariableDeclarator' && id.type !== 'Identifier' && init && !kept) inits.push(init);
      for (const key of Object.keys(node)) if (node[key] && typeof node[key] === 'object') visit(node[key]);
    }
  };
  visit(parse(code, { ecmaVersion: 2017 }));
  let out = code;
  for (const { start, end } of inits.sort((a, b) => b.start - a.start)) out = `${out.slice(0, start)}(0,${out.slice(start, end)})${out.slice(end)}`;
  return out;
}

/**
 * The script lowered to ES2017 with no for-of loop, helpers not defined (each called as `__name`).
 * @param {string} source
 * @returns {string}
 */
export function lowerForEmscripten(source) {
  const { outputText, diagnostics } = ts.transpileModule(source, {
    fileName: 'gamesdk.js',
    reportDiagnostics: true,
    transformers: { before: [forOfAsFor] },
    compilerOptions: { target: ts.ScriptTarget.ES2017, noEmitHelpers: true, module: ts.ModuleKind.ESNext, allowJs: true, removeComments: false },
  });
  if (diagnostics?.length) throw new Error(`the browser script does not transpile: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`);
  // A pre-js sits inside Unity's framework function: a "use strict" there would change Unity's code.
  return outputText.replace(/^"use strict";\r?\n/, '');
}

/**
 * The helpers `lowered` calls, as `var` statements; throws naming a helper lowering-helpers.mjs lacks.
 * @param {string} lowered
 * @returns {string}
 */
export function helpersFor(lowered) {
  const used = [...new Set(lowered.match(/\b__[a-zA-Z]+(?=\()/g) ?? [])].filter((name) => /^__[a-z]/.test(name) && !/^__proto/.test(name)).sort();
  const missing = used.filter((name) => !Object.hasOwn(LOWERING_HELPERS, name));
  if (missing.length) throw new Error(`the .jspre lowering calls ${missing.join(', ')}, which unity-bridge/scripts/lowering-helpers.mjs does not define`);
  return used.map((name) => `var ${name} = ${LOWERING_HELPERS[name]};\n`).join('');
}

/**
 * The .jspre text for the engines' browser script `source` (browser-script/dist/gamesdk-bridge-unity.js).
 * @param {string} source
 * @returns {string}
 */
export function jspreFrom(source) {
  const body = lowerForEmscripten(source);
  if (!/^var Sdk = /m.test(body)) throw new Error('the browser script no longer declares the global Sdk that GameSdk.jslib uses');
  // Emscripten's scope is shared with Unity's code and other plugins: the helpers stay inside this
  // function, and only Sdk, which the .jslib uses, leaves it.
  const wrapped = `var Sdk = (function () {\n${helpersFor(body)}${body}\nreturn Sdk;\n})();\n`;
  // The minifier writes ES2017 at most, and never turns a loop back into for-of.
  const { code } = minify(wrapped, { ecma: 2017, compress: { passes: 2 }, mangle: true, format: { comments: false, ecma: 2017 } });
  // The banner (which names the core and its version) heads the file, where the minifier keeps it.
  const banner = /^\/\*![^]*?\*\//.exec(source)?.[0];
  return `${banner ? `${banner}\n` : ''}${keepDestructuring(code)}\n`;
}
