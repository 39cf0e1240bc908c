// Compiles rules.json's checks into Lua for the Defold desktop stubs: one function an operation
// (by the context its errors name) that runs its checks in order and answers the first failure's
// rule and parameters, or nil; gamesdk/desktop/rules.lua renders the message and raises it. The
// same checks the Godot mocks interpret and Unity's compile to C#; a kind of check this emitter has
// no Lua for fails the generation naming it.
import { luaString as quote } from './languages/literal.mjs';
import { rulesBanner } from './tables/rules.mjs';
import { luaCheckLists } from './rules-lua.mjs';

export const from = 'rules';
export const target = 'defold-bridge/gamesdk/generated/checks.lua';

const list = (values) => `{ ${values.map((value) => (typeof value === 'string' ? quote(value) : String(value))).join(', ')} }`;

/** Lua's pattern of `text` read as plain text: every punctuation character escaped. */
const plainPattern = (text) => text.replace(/[!-/:-@[-`{-~]/g, (char) => `%${char}`);

/**
 * The kinds that hold or fail on the value alone (`v`): a Lua condition true when it passes, and
 * the count a failure's message may name (computed first, into `count`).
 */
const HOLDS = {
  text: () => 'is_text(v) and v:match("^%s*$") == nil',
  string: () => 'is_text(v)',
  // Through the extension a Lua sequence arrives as a JSON array: a list is no object of keys.
  object: () => 'type(v) == "table" and v[1] == nil',
  list: () => 'is_list(v)',
  number: (c) => `type(v) == "number" and v == v and v >= ${c.min} and v <= ${c.max}${c.whole ? ' and v == math.floor(v)' : ''}`,
  length: (c) => ({ count: 'words.character_count(v)', holds: `count <= ${c.max}` }),
  count: (c) => ({ count: `select(2, v:gsub(${quote(plainPattern(c.of))}, ""))`, holds: `count == ${c.exactly}` }),
  oneOf: (c) => `is_text(v) and R.has(${list(c.of)}, v)`,
  notReserved: () => 'not (is_text(v) and R.has(RULES.RESERVED_DATA_KEYS, v))',
  size: (c) => ({ count: 'type(v) == "table" and #v or words.describe(v)', holds: `is_list(v) and #v == ${c.size}` }),
  wellFormed: () => 'not is_text(v) or not R.lone_surrogate(v)',
  notBoth: (c) => `given(v, ${list(c.fields)}) < 2`,
  either: (c) => `given(v, ${list(c.fields)}) > 0`,
  without: (c) => `given(v, ${list(c.fields)}) == 0`,
};

/** The emitter's state: the functions of an each's entry checks, written before the operations'. */
function compiler() {
  const hoisted = [];

  /** The Lua of checks on `root` under `label` (a Lua expression), returning the first failure. */
  function body(checks, pad) {
    return checks.flatMap((c) => {
      const steps = c.at.map((step) => `v = type(v) == "table" and v[${typeof step === 'number' ? step : quote(step)}] or nil`);
      // The label a failure shows: the check's own ({each}: the one in hand), else the one in hand.
      const label = c.label === undefined || c.label === '{each}' ? 'label' : c.label.includes('{each}') ? `((${quote(c.label)}):gsub("{each}", label))` : quote(c.label);
      const inner = one(c, label);
      const guarded = c.optional ? ['if v ~= nil then', ...inner.map((line) => `    ${line}`), 'end'] : inner;
      return ['v = root', ...steps, ...guarded].map((line) => pad + line);
    });
  }

  /** One check of the value `v`: Lua statements that return its failure, if it fails. */
  function one(c, label) {
    if (HOLDS[c.is]) {
      const kind = HOLDS[c.is](c);
      const { count, holds } = typeof kind === 'string' ? { holds: kind } : kind;
      const lines = count ? [`count = ${count}`] : [];
      return [...lines, `if not (${holds}) then return fail(${quote(c.rule)}, v, ${label}${count ? ', count' : ''}) end`];
    }
    if (c.is === 'depth') return [`found = R.in_data(v, ${c.max}, nil, ${quote(c.rule)})`, 'if found then return found end'];
    if (c.is === 'image') {
      return [
        'local prefix = is_text(v) and (v:match("^data:image/png;base64,") or v:match("^data:image/jpeg;base64,") or v:match("^data:image/webp;base64,"))',
        'local rule = not prefix and "image_data_url" or #v > RULES.IMAGE_DATA_URL_MAX_BYTES and "image_too_large"',
        '    or not v:sub(#prefix + 1):match("^[A-Za-z0-9+/]+=?=?$") and "image_not_base64" or nil',
        `if rule then return { rule = rule, params = { label = ${label}, count = is_text(v) and #v or nil } } end`,
      ];
    }
    if (c.is === 'each') {
      const name = `entries_${hoisted.length + 1}`;
      hoisted.push(null);
      hoisted[hoisted.length - 1] = `-- The checks of each entry of a list (or key of a table) in rules.json's checks.\nlocal function ${name}(root, label, seen)\n    local v, found, count\n${body(c.checks, '    ').join('\n')}\nend`;
      const wrap = c.rule ? `{ rule = ${quote(c.rule)}, params = { day = index, index = index - 1, reason = R.render(found) } }` : 'found';
      return [
        `local entries, each_label = v, ${label}`,
        ...(c.keys ? ['entries = {}', 'for key in pairs(v) do entries[#entries + 1] = key end'] : []),
        'for index, entry in ipairs(entries) do',
        '    seen.day = index',
        `    found = ${name}(entry, (each_label:gsub("{index}", tostring(index - 1))), seen)`,
        `    if found then return ${wrap} end`,
        'end',
      ];
    }
    if (c.is === 'like') {
      // Another operation's checks on the entry with `fill`'s fields set ({day}: the entry's day).
      const fills = Object.entries(c.fill).map(([field, text]) => `filled[${quote(field)}] = ${text === '{day}' ? 'seen.day' : `((${quote(text)}):gsub("{day}", tostring(seen.day)))`}`);
      return ['local filled = {}', 'for field, inner in pairs(v) do filled[field] = inner end', ...fills, `found = RUN[${quote(c.operation)}]({ filled }, ${label}, seen)`, 'if found then return found end'];
    }
    if (c.is === 'distinct') {
      return c.fields.flatMap((field) => [
        `seen[${quote(field)}] = seen[${quote(field)}] or {}`,
        `if seen[${quote(field)}][v[${quote(field)}]] then return { rule = ${quote(c.rule)}, params = { field = ${quote(field)}, earlier = seen[${quote(field)}][v[${quote(field)}]] } } end`,
        `seen[${quote(field)}][v[${quote(field)}]] = seen.day`,
      ]);
    }
    // A kind tables/rule-checks.mjs reads that this back end has no Lua for.
    throw new Error(`rules.json checks: the Lua emitter has no code for the kind "${c.is}"`);
  }

  return { hoisted, body };
}

export function emit(rules) {
  const lists = luaCheckLists(rules?.checks);
  const { hoisted, body } = compiler();
  const operations = lists.map(([context, checks]) => `-- ${context}\nRUN[${quote(context)}] = function(root, label, seen)\n    local v, found, count\n${body(checks, '    ').join('\n')}\nend`);
  return `-- ${rulesBanner}
--
-- rules.json's argument checks compiled for the Defold desktop stubs: RUN[context](args, label, seen)
-- runs the operation's checks in order on its arguments and answers the first failure's rule and
-- parameters, or nil (label: the entry in hand's, "" at the top; seen: what an each's entries saw).
-- R is gamesdk/desktop/rules.lua: has, lone_surrogate, in_data and render.
local RULES = require("gamesdk.generated.rules")
local words = require("gamesdk.words")

return function(R)
    local RUN = {}

    local function is_text(v) return type(v) == "string" end
    local function is_list(v) return type(v) == "table" and (v[1] ~= nil or next(v) == nil) end
    -- How many of the fields the table gives.
    local function given(v, fields)
        local count = 0
        for _, field in ipairs(fields) do count = count + (v[field] ~= nil and 1 or 0) end
        return count
    end
    -- A failure of a check that holds or fails on the value alone, with the parameters its message may name.
    local function fail(rule, v, label, count)
        return { rule = rule, params = { label = label, value = words.describe(v), key = v, count = count } }
    end

${[...hoisted, ...operations].join('\n\n').replace(/^(?=.)/gm, '    ')}

    return RUN
end
`;
}
