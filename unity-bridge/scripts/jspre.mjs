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
// drops `const [a, b] = t` whenever the initialiser looks free of side effects; and it knows
// function scopes only, so a block's name that shadows an outer one the function also uses leaves
// the outer declaration looking unused (see keepFromJsdce). The release-like link in
// test/jslib.test.ts proves the lowered script survives Debian's emcc -O2, and test/jspre.test.ts
// runs the JSDCE pass itself over the .jspre. ES2017 rather than ES5 keeps classes, arrows, async
// functions and destructuring native: about 2.4 KB gzipped less than the ES5 lowering with its
// helpers.
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

// The node types JSDCE's hasSideEffects (tools/acorn-optimizer.js) takes for free of side effects,
// anywhere in an expression; a member of Math too, and `new` of a typed array or TextDecoder.
const JSDCE_PURE = new Set(['Literal', 'Identifier', 'UnaryExpression', 'BinaryExpression', 'LogicalExpression', 'ExpressionStatement', 'UpdateOperator', 'ConditionalExpression', 'FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'VariableDeclaration', 'VariableDeclarator', 'ObjectExpression', 'Property', 'BlockStatement', 'ArrayExpression', 'EmptyStatement']);
const JSDCE_PURE_NEW = new Set(['TextDecoder', 'ArrayBuffer', 'Int8Array', 'Uint8Array', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array']);

/** Whether JSDCE takes `node` for free of side effects: every node pure, functions' bodies unread (ignoreInnerScopes). */
function jsdcePure(node) {
  if (['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration'].includes(node.type)) return true;
  const pure = JSDCE_PURE.has(node.type) ||
    (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'Math') ||
    (node.type === 'NewExpression' && node.callee.type === 'Identifier' && JSDCE_PURE_NEW.has(node.callee.name));
  return pure && Object.values(node).every((value) => (Array.isArray(value) ? value : [value]).every((child) => !child || typeof child.type !== 'string' || jsdcePure(child)));
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/**
 * The declarators of `ast` that JSDCE (runJSDCE in tools/acorn-optimizer.js) would remove, found by
 * its own rules: it knows function scopes only, so a name declared in a block and used there counts
 * as used in the whole function, and a name the same function uses from an outer scope (the
 * minifier reuses short names across blocks) leaves the outer declaration looking unused; and it
 * reads a destructuring declarator's name as `undefined`. It removes such a declarator when its
 * initialiser looks free of side effects (a function, a literal, a name). Throws for a function
 * declaration it would remove, which no initialiser can keep.
 * @returns {object[]} acorn VariableDeclarator nodes
 */
function jsdceVictims(ast) {
  const eliminable = new Map(); // function node (or the program) -> names JSDCE may remove there
  const scopes = [new Map()];
  const data = (scope, name) => {
    if (!scope.has(name)) scope.set(name, { def: 0, use: 0, param: 0 });
    return scope.get(name);
  };
  const names = (scope) => new Set([...scope].filter(([, d]) => d.def && !d.use && !d.param).map(([name]) => name));
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node.type !== 'string') return;
    const top = scopes[scopes.length - 1];
    if (node.type === 'VariableDeclarator') {
      data(top, String(node.id.name)).def = 1;
      return walk(node.init);
    }
    if (node.type === 'ObjectExpression') return node.properties.forEach((property) => walk(property.value ?? property.argument));
    if (node.type === 'MemberExpression') {
      walk(node.object);
      if (node.property.type !== 'Identifier' || node.computed) walk(node.property);
      return;
    }
    if (node.type === 'Identifier') {
      data(top, node.name).use = 1;
      return;
    }
    if (FUNCTIONS.has(node.type)) {
      if (node.type === 'FunctionDeclaration') data(top, node.id.name).def = 1;
      const scope = new Map();
      for (const param of node.params) Object.assign(data(scope, String(param.name)), { def: 1, param: 1 });
      scopes.push(scope);
      walk(node.body);
      scopes.pop();
      const own = node.type === 'FunctionDeclaration' ? node.id.name : '';
      for (const [name, d] of scope) if (name !== own && d.use && !d.def) data(top, name).use = 1;
      eliminable.set(node, new Set([...names(scope)].filter((name) => name !== own)));
      return;
    }
    for (const key of Object.keys(node)) if (node[key] && typeof node[key] === 'object') walk(node[key]);
  };
  walk(ast);
  eliminable.set(ast, names(scopes[0]));
  const victims = [];
  for (const [scope, removable] of eliminable) {
    // cleanUp: the declarations of this function's own body, not of the functions inside it.
    const visit = (node) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node.type !== 'string') return;
      if (node.type === 'VariableDeclarator' && removable.has(String(node.id.name)) && !(node.init && !jsdcePure(node.init))) victims.push(node);
      if (node.type === 'FunctionDeclaration' && removable.has(node.id.name)) throw new Error(`Emscripten's JSDCE would remove function ${node.id.name} of the .jspre, which jspre.mjs cannot keep`);
      if (FUNCTIONS.has(node.type)) return;
      for (const key of Object.keys(node)) if (node[key] && typeof node[key] === 'object') visit(node[key]);
    };
    visit(scope === ast ? ast : scope.body);
  }
  return victims;
}

/**
 * `code` with every declarator JSDCE would remove (jsdceVictims) kept: its initialiser written
 * `(0, init)` (`= (0, void 0)` where it has none), a sequence, which JSDCE takes for a side
 * effect. Runs on the minifier's output, whose names are the ones JSDCE sees.
 * @param {string} code
 * @returns {string}
 */
export function keepFromJsdce(code) {
  let out = code;
  for (const { id, init } of jsdceVictims(parse(code, { ecmaVersion: 2017 })).sort((a, b) => b.start - a.start)) {
    out = init ? `${out.slice(0, init.start)}(0,${out.slice(init.start, init.end)})${out.slice(init.end)}` : `${out.slice(0, id.end)}=(0,void 0)${out.slice(id.end)}`;
  }
  return out;
}

/** Each node of an acorn tree, depth first. */
function* nodes(node) {
  if (Array.isArray(node)) for (const item of node) yield* nodes(item);
  else if (node && typeof node.type === 'string') {
    yield node;
    for (const key of Object.keys(node)) if (node[key] && typeof node[key] === 'object') yield* nodes(node[key]);
  }
}

/**
 * `code` (TypeScript's lowering, before minifying) with each test TypeScript writes for `?.` and
 * `??`, `(t = x) === null || t === void 0` (and its `!==`/`&&` negation), written
 * `(t = x) == null`: the same for every value but document.all, and about 75 bytes gzipped less
 * over the script's hundred of them. Inner tests first, so an outer one's text is already short.
 * @param {string} code
 * @returns {string}
 */
export function looseNullTests(code) {
  for (;;) {
    const tests = [...nodes(parse(code, { ecmaVersion: 2017 }))].filter((node) => {
      if (node.type !== 'LogicalExpression' || !['||', '&&'].includes(node.operator)) return false;
      const strict = node.operator === '||' ? '===' : '!==';
      const { left, right } = node;
      if (left.type !== 'BinaryExpression' || left.operator !== strict || left.right.type !== 'Literal' || left.right.raw !== 'null') return false;
      if (right.type !== 'BinaryExpression' || right.operator !== strict || right.left.type !== 'Identifier' || right.right.type !== 'UnaryExpression' || right.right.operator !== 'void') return false;
      const tested = left.left.type === 'AssignmentExpression' && left.left.operator === '=' ? left.left.left : left.left;
      return tested.type === 'Identifier' && tested.name === right.left.name;
    });
    const inner = tests.filter((test) => !tests.some((other) => other !== test && other.start >= test.start && other.end <= test.end));
    if (!inner.length) return code;
    for (const { start, end, operator, left } of inner.sort((a, b) => b.start - a.start)) {
      const loose = `${code.slice(left.start, left.left.end + (code.slice(left.left.end, left.right.start).match(/^\)*/)?.[0].length ?? 0))} ${operator === '||' ? '==' : '!='} null`;
      code = `${code.slice(0, start)}${loose}${code.slice(end)}`;
    }
  }
}

const isObjectAssign = (node) => node?.type === 'CallExpression' && node.callee.type === 'MemberExpression' && !node.callee.computed && node.callee.object.name === 'Object' && node.callee.property.name === 'assign';

/**
 * `code` (TypeScript's lowering) with the nested calls TypeScript writes for an object spread,
 * `Object.assign(Object.assign({}, a), { b })`, written as one, `Object.assign({}, a, { b })`:
 * Object.assign copies its sources in order either way. Inner calls first.
 * @param {string} code
 * @returns {string}
 */
export function flatAssigns(code) {
  for (;;) {
    const calls = [...nodes(parse(code, { ecmaVersion: 2017 }))].filter((node) => isObjectAssign(node) && isObjectAssign(node.arguments[0]));
    const inner = calls.filter((call) => !calls.some((other) => other !== call && other.start >= call.start && other.end <= call.end));
    if (!inner.length) return code;
    for (const { arguments: [nested, ...rest] } of inner.sort((a, b) => b.start - a.start)) {
      const sources = nested.arguments.map((arg) => code.slice(arg.start, arg.end)).concat(rest.map((arg) => code.slice(arg.start, arg.end)));
      code = `${code.slice(0, nested.start)}${sources.join(', ')}${code.slice(rest.length ? rest[rest.length - 1].end : nested.end)}`;
    }
  }
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
  return flatAssigns(looseNullTests(outputText.replace(/^"use strict";\r?\n/, '')));
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
  // The minifier writes ES2017 at most, and never turns a loop back into for-of. No hoist_funs:
  // moving function declarations to the top of their scope saved about 50 bytes gzipped while the
  // script carried iap.formatOffer and the recovery, and costs 78 since it does not (measured with
  // browser-script's size bench).
  const { code } = minify(wrapped, { ecma: 2017, compress: { passes: 2 }, mangle: true, format: { comments: false, ecma: 2017 } });
  // The banner (which names the core and its version) heads the file, where the minifier keeps it.
  const banner = /^\/\*![^]*?\*\//.exec(source)?.[0];
  return `${banner ? `${banner}\n` : ''}${keepFromJsdce(code)}\n`;
}
