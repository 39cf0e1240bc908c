// Emits the printf formats of the rules.json messages the Defold extension's C++ renders itself
// (the ad callbacks' and options' checks run before any call reaches the JS library, which renders
// every other message), in Lua's words, so the C++ spells no message by hand.
import { readRules, rulesBanner } from './tables/rules.mjs';
import { snake } from './tables/operations.mjs';

export const from = 'rules';
export const target = 'defold-bridge/gamesdk/src/gamesdk_rules.generated.h';

// The messages gamesdk_args.cpp and gamesdk_lua.cpp format; every parameter is a C string (%s).
const RENDERED = ['unknownOption', 'notAFunction', 'notACallbackTable'];


export function emit({ messages } = readRules()) {
  const formats = RENDERED.map((name) => {
    const message = messages.find((m) => m.name === name);
    if (!message) throw new Error(`rules-cpp.mjs: rules.json has no message ${name}`);
    const format = (message.engines.lua ?? message.parts).map((part) => (part.text !== undefined ? part.text.replace(/%/g, '%%') : '%s')).join('');
    return `/// ${message.doc}\n/// Parameters, in order: ${message.params.join(', ')}.\n#define GAMESDK_RULE_${snake(name).toUpperCase()} ${JSON.stringify(format)}`;
  });
  return `// ${rulesBanner}
#pragma once

${formats.join('\n\n')}
`;
}
