// Emits the Lua API test table of the Defold bridge: one row per plain entry point, with sample
// arguments of the right types (the manifest's luaSample where typed defaults do not fit).
import { operationsBanner, readOperations, isPlain, luaNamesOf, bridgedArgs, pathOf, snake } from './tables/operations.mjs';
import { readRules } from './tables/rules.mjs';

export const from = 'operations';
export const target = 'defold-bridge/test/lua/api_table_generated.lua';

const SAMPLE = { string: '"x"', number: '3', boolean: 'true', table: '{ a_b = 1 }', level: '"level-1"' };

// An options table holds only its type's keys (the rules table's options): the sample uses its first.
const optionKeys = readRules().options;
const sampleOf = (arg) => (optionKeys[arg.ts] ? `{ ${snake(optionKeys[arg.ts][0])} = 1 }` : SAMPLE[arg.type]);

export function emit(operations = readOperations()) {
  const rows = operations.filter((op) => isPlain(op) && luaNamesOf(op).length).map((op) => {
    const sample = op.luaSample ?? bridgedArgs(op).map(sampleOf).join(', ');
    return `  { "${luaNamesOf(op)[0]}", "${op.kind}", "${pathOf(op)}", { ${sample} } },`;
  });
  return `-- ${operationsBanner}
--
-- Every regular entry point of the Lua API: { lua name, kind, SDK method, sample arguments }.
-- kind: "sync" returns a value, "void" returns nothing, "async" calls back function(self, result, err).
-- The special entry points (ads, registration prompt, events, parse_error) have their own tests.
return {
${rows.join('\n')}
}
`;
}
