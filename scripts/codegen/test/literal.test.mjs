// The shared literal and comment helpers of the emitters, read back by each language's own
// compiler or interpreter: LuaJIT, mcs + mono, and Node for TypeScript's string syntax (the same
// as JavaScript's). Text that cannot be written as asked is refused, never written changed.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { csDocText, csString, luaComment, luaString, tsDocText, tsString, tsTemplateText } from '../languages/literal.mjs';
import { emit as emitLua } from '../lua.mjs';
import { emit as emitTs } from '../ts.mjs';

// Every character class the helpers treat apart: both quotes, backslash, template syntax, the
// short escapes, C0 and C1 controls (one followed by a digit), DEL, the Unicode line breaks and
// characters beyond ASCII and beyond the BMP.
const hard = `q"s'b\\t\`d\${x}$ n\n r\r t\t c\u0001${'9'} del\u007f nel\u0085 ls\u2028 ps\u2029 é 😀 end`;
const scratch = mkdtempSync(`${tmpdir()}/gamesdk-literal-`);
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
const run = (command, args) => spawnSync(command, args, { cwd: scratch, encoding: 'buffer', timeout: 120_000 });

test('a Lua string literal reads back, under LuaJIT, as the text\'s UTF-8 bytes', () => {
  writeFileSync(`${scratch}/read.lua`, `io.write(${luaString(hard)})\n`);
  const lua = run('luajit', ['read.lua']);
  assert.equal(lua.status, 0, lua.stderr.toString());
  assert.deepEqual(lua.stdout, Buffer.from(hard, 'utf8'));
});

test('a C# string literal reads back, under mcs and mono, as the same UTF-16 units (a lone surrogate too)', () => {
  const text = `${hard} lone\uD800!`;
  writeFileSync(`${scratch}/Read.cs`, `class Read { static void Main() { foreach (char c in ${csString(text)}) System.Console.Write(((int)c).ToString("x4") + " "); } }\n`);
  const compiled = run('mcs', ['-warnaserror', '-out:read.exe', 'Read.cs']);
  assert.equal(compiled.status, 0, compiled.stdout.toString() + compiled.stderr.toString());
  const units = run('mono', ['read.exe']);
  assert.equal(units.status, 0, units.stderr.toString());
  const expected = [...Array(text.length).keys()].map((i) => text.charCodeAt(i).toString(16).padStart(4, '0'));
  assert.deepEqual(units.stdout.toString().trim().split(' '), expected);
});

test('a TypeScript string literal and template text read back as the text, lone surrogates too, with nothing raw a UTF-8 file would change', () => {
  const text = `${hard} lone\uDC00!`;
  assert.equal(new Function(`return ${tsString(text)};`)(), text);
  assert.equal(new Function(`const x = 'no'; return \`${tsTemplateText(text)}\`;`)(), text);
  assert.doesNotMatch(tsString(text) + tsTemplateText(text), /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff]/u);
});

test('a lone surrogate, which has no UTF-8 form, is refused for Lua', () => {
  assert.throws(() => luaString('a\uD800b'), /lone surrogate \(U\+D800\)/);
});

test('comments refuse text that would end them early and spill into code', () => {
  for (const text of ['a\nb', 'a\rb', 'a\u2028b']) {
    assert.throws(() => luaComment(text), /must be one line/);
    assert.throws(() => csDocText(text), /must be one line/);
    assert.throws(() => tsDocText(text), /must be one line/);
  }
  assert.throws(() => tsDocText('ends */ here'), /cannot hold "\*\/"/);
  assert.equal(csDocText('a < b && c > d'), 'a &lt; b &amp;&amp; c &gt; d');
  assert.equal(luaComment('why'), '-- why');
});

test('the error-code emitters use them: a meaning that would spill out of its comment is refused', () => {
  const row = { code: 'BAD_THING', unity: 'BadThing', meaning: 'first line\nos.exit(1)', producedBy: [] };
  assert.throws(() => emitLua([row]), /must be one line/);
  assert.throws(() => emitTs([{ ...row, meaning: 'closes */ early' }]), /cannot hold/);
});

test('GDScript literals: table text cannot end a string or a comment early', async () => {
  const { gdComment, gdString, gdValue } = await import('../languages/gdscript.mjs');
  assert.equal(gdString('say "hi"\\\n'), '"say \\"hi\\"\\\\\\n"');
  assert.equal(gdString('a\u2028b'), '"a\\u2028b"');
  assert.equal(gdValue({ productId: 'gems', price: 0.99, tags: ['a', null], ok: true }), '{"productId": "gems", "price": 0.99, "tags": ["a", null], "ok": true}');
  assert.equal(gdComment('one\ntwo\r\nthree'), '## one\n## two\n## three');
  assert.throws(() => gdValue(Number.NaN), /no GDScript literal/);
});
