// The generators' snake_case (tables/operations.mjs), which names every Lua and GDScript function,
// key and message, against the shared cases every engine's converter passes
// (test/vectors/snake-case.json). Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { snake } from '../tables/operations.mjs';

const { cases } = JSON.parse(readFileSync(new URL('../../../test/vectors/snake-case.json', import.meta.url), 'utf8'));

test('every shared snake_case case', () => {
  assert.ok(cases.length > 5);
  for (const [name, expected] of cases) assert.equal(snake(name), expected, name);
});
