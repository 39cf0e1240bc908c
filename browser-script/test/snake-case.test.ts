// The bridge host's Lua dialect renames keys by the one snake_case rule every engine holds: the
// shared cases of test/vectors/snake-case.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { snake } from '../src/bridge/dialect-lua.js';

const { cases } = JSON.parse(readFileSync(new URL('../../test/vectors/snake-case.json', import.meta.url), 'utf8')) as { cases: Array<[string, string]> };

describe('the Lua dialect\'s snake_case', () => {
  it('has shared cases to pass', () => expect(cases.length).toBeGreaterThan(5));
  it.each(cases)('%s is %s', (name, expected) => expect(snake(name)).toBe(expected));
});
